import { z } from 'zod'
import { c } from './c'
import {
  SecondFactorCodeBodySchema,
  SecondFactorConfirmedSchema,
  SecondFactorEnrolmentSchema,
  SecondFactorResetBodySchema,
  SecondFactorResetSchema,
  SecondFactorStatusSchema,
  StepUpSchema,
  adminErrorResponses,
  personalRouter,
  rateLimitedResponse,
} from './schemas'

const uidParams = z.object({ uid: z.string().min(1).max(128) })

/**
 * The operator's second factor (docs/decisions/059). These calls answer an operator whose
 * step-up is missing (they are how he gets one); every other /admin call answers 403
 * `secondFactorRequired` without a valid step-up in x-second-factor. Codes are rate-limited.
 */
const operatorContract = c.router(
  {
    status: {
      method: 'GET',
      path: '',
      responses: { 200: SecondFactorStatusSchema },
      summary:
        "The operator's second factor: enrolled or not, and the step-up sent valid until when",
    },
    enrol: {
      method: 'POST',
      path: '/enrolment',
      body: c.noBody(),
      responses: { 200: SecondFactorEnrolmentSchema },
      summary: 'A new TOTP secret to scan or type, waiting for its first code (409 once enrolled)',
    },
    confirm: {
      method: 'POST',
      path: '/enrolment/confirm',
      body: SecondFactorCodeBodySchema,
      responses: { 200: SecondFactorConfirmedSchema, ...rateLimitedResponse },
      summary:
        'The first code: enrolled, with ten single-use recovery codes shown once, and a step-up',
    },
    verify: {
      method: 'POST',
      path: '/verify',
      body: SecondFactorCodeBodySchema,
      responses: { 200: StepUpSchema, ...rateLimitedResponse },
      summary: 'A code (or a recovery code, used once) for a step-up; a code is never taken twice',
    },
    reset: {
      method: 'POST',
      path: '/reset/:uid',
      pathParams: uidParams,
      body: SecondFactorResetBodySchema,
      responses: { 200: SecondFactorResetSchema },
      summary:
        "Another operator's (or player's) second factor removed, with a reason (audit log): he enrols again",
    },
  },
  { ...personalRouter, commonResponses: adminErrorResponses, pathPrefix: '/admin/second-factor' },
)

/** A player's own second factor (profile page): asked on a password change and big transfers. */
const playerContract = c.router(
  {
    status: {
      method: 'GET',
      path: '',
      responses: { 200: SecondFactorStatusSchema },
      summary: "The player's second factor: enabled or not",
    },
    enrol: {
      method: 'POST',
      path: '/enrolment',
      body: c.noBody(),
      responses: { 200: SecondFactorEnrolmentSchema },
      summary: 'A new TOTP secret to scan or type, waiting for its first code (409 once enabled)',
    },
    confirm: {
      method: 'POST',
      path: '/enrolment/confirm',
      body: SecondFactorCodeBodySchema,
      responses: { 200: SecondFactorConfirmedSchema, ...rateLimitedResponse },
      summary: 'The first code: enabled, with ten single-use recovery codes shown once',
    },
    disable: {
      method: 'POST',
      path: '/disable',
      body: SecondFactorCodeBodySchema,
      responses: { 200: SecondFactorStatusSchema, ...rateLimitedResponse },
      summary: 'The second factor turned off, on a valid code',
    },
  },
  { ...personalRouter, commonResponses: adminErrorResponses, pathPrefix: '/me/second-factor' },
)

export const secondFactorContract = c.router({
  operator: operatorContract,
  player: playerContract,
})
