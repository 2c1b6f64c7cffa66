import { z } from 'zod'
import { AdminReasonSchema } from './admin'

/** The second factor (TOTP) of operators and players (docs/decisions/059). */

/** Six digits of the authenticator app, or a recovery code (`abcd-efgh`); spaces allowed. */
export const SecondFactorCodeSchema = z.string().trim().min(6).max(32)
export const SecondFactorCodeBodySchema = z.object({ code: SecondFactorCodeSchema })

/** What the caller's second factor is: enrolled or not, and the step-up sent valid until when. */
export const SecondFactorStatusSchema = z.object({
  enrolled: z.boolean(),
  /** The end of the step-up sent in x-second-factor, null without a valid one. */
  verifiedUntil: z.string().nullable(),
  recoveryCodesLeft: z.number().int().nonnegative(),
})
export type SecondFactorStatus = z.infer<typeof SecondFactorStatusSchema>

/** A new secret, to scan (the otpauth:// address, drawn as a QR code) or to type. */
export const SecondFactorEnrolmentSchema = z.object({
  secret: z.string(),
  uri: z.string(),
})
export type SecondFactorEnrolment = z.infer<typeof SecondFactorEnrolmentSchema>

/** The step-up credential: sent in x-second-factor on each console call until `expiresAt`. */
export const StepUpSchema = z.object({ token: z.string(), expiresAt: z.string() })
export type StepUp = z.infer<typeof StepUpSchema>

/** Enrolment confirmed: the ten recovery codes, shown this once, and a first step-up. */
export const SecondFactorConfirmedSchema = z.object({
  recoveryCodes: z.array(z.string()),
  stepUp: StepUpSchema,
})
export type SecondFactorConfirmed = z.infer<typeof SecondFactorConfirmedSchema>

export const SecondFactorResetBodySchema = z.object({ reason: AdminReasonSchema })
export const SecondFactorResetSchema = z.object({ uid: z.string(), reset: z.literal(true) })

/**
 * A player's action his enabled second factor guards (a game account's password, a transfer
 * above the threshold): 403 with `secondFactorCodeRequired` without a code in
 * x-second-factor-code, `secondFactorCodeInvalid` for a wrong or already used one.
 */
export const PLAYER_CODE_REFUSALS = ['secondFactorCodeRequired', 'secondFactorCodeInvalid'] as const
export const PlayerCodeRefusalSchema = z.object({
  code: z.enum(PLAYER_CODE_REFUSALS),
  message: z.string(),
})
export type PlayerCodeRefusal = z.infer<typeof PlayerCodeRefusalSchema>
/** The 403 of a guarded call: the code refusal first (kept whole), else any other refusal. */
export const playerCodeResponse = {
  403: z.union([PlayerCodeRefusalSchema, z.object({ message: z.string() })]),
} as const
