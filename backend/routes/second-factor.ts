import { contract } from '@contract/index'
import type { AdminRefusalCode } from '@contract/schemas'
import { alertSecondFactorReset } from '../domain/alerts'
import { audit } from '../domain/audit'
import {
  DEFAULT_SECOND_FACTOR,
  SECOND_FACTOR_MESSAGES,
  currentStepUp,
  grantStepUp,
  newRecoveryCodes,
  newSecret,
  recoveryDigest,
  stepOf,
  takeCode,
  totpOf,
} from '../domain/second-factor'
import { adminRoutes, operatorRoutes, personalRoutes } from '../http/context'
import { callLimiter, type LimitSettings } from '../http/rate-limits'
import type { Caller, Ports } from '../ports'

const refused = <S extends 400 | 403 | 404 | 409>(
  status: S,
  code: AdminRefusalCode,
  message: string,
) => ({ status, body: { code, message } })

/** The second factor's calls, the operator's and the player's (docs/decisions/059). */
export function secondFactorRouter(ports: Ports, settings: () => LimitSettings) {
  const { store } = ports
  const limiter = callLimiter(ports.limits, settings)
  const operator = operatorRoutes(ports, limiter)
  const admin = adminRoutes(ports)
  const player = personalRoutes(ports.identity, limiter, { strict: true })
  const factorSettings = () => settings().secondFactor ?? DEFAULT_SECOND_FACTOR

  const status = async (caller: Caller, headers: Headers) => {
    const row = await store.read((reads) => reads.secondFactors.get(caller.uid))
    const stepUp = row?.confirmed ? await currentStepUp(ports, headers, caller.uid) : null
    return {
      status: 200 as const,
      body: {
        enrolled: row?.confirmed ?? false,
        verifiedUntil: stepUp?.expiresAt ?? null,
        recoveryCodesLeft: row?.confirmed ? row.recoveryDigests.length : 0,
      },
    }
  }

  const enrol = async (caller: Caller) => {
    const secret = newSecret(ports)
    const sealed = await ports.secrets.seal(secret)
    const begun = await store.transaction((tx) => tx.secondFactors.begin(caller.uid, sealed))
    if (!begun) return refused(409, 'secondFactorEnrolled', SECOND_FACTOR_MESSAGES.enrolled)
    const uri = totpOf(secret, caller.email ?? caller.uid).toString()
    return { status: 200 as const, body: { secret, uri } }
  }

  /** The first code of a pending secret: confirmed with its ten recovery codes (shown once). */
  const confirm = async (caller: Caller, code: string) => {
    const recoveryCodes = newRecoveryCodes(ports)
    const digests = await Promise.all(
      recoveryCodes.map((c) => recoveryDigest(ports, caller.uid, c)),
    )
    return store.transaction(async (tx) => {
      const row = await tx.secondFactors.get(caller.uid)
      if (!row || row.confirmed) {
        return row
          ? refused(409, 'secondFactorEnrolled', SECOND_FACTOR_MESSAGES.enrolled)
          : refused(409, 'secondFactorMissing', SECOND_FACTOR_MESSAGES.missing)
      }
      const secret = await ports.secrets.open(row.sealedSecret)
      const typed = code.replace(/\s/g, '')
      const step = secret ? stepOf(secret, typed, ports.clock.now()) : null
      if (step === null || !(await tx.secondFactors.confirm(caller.uid, step, digests))) {
        return refused(400, 'secondFactorInvalid', SECOND_FACTOR_MESSAGES.invalid)
      }
      const stepUp = await grantStepUp(ports, tx, caller.uid, factorSettings())
      return { status: 200 as const, body: { recoveryCodes, stepUp } }
    })
  }

  const routes = contract.secondFactor
  return {
    operator: {
      status: operator(routes.operator.status, (_args, caller, request) =>
        status(caller, request.headers),
      ),
      enrol: operator(routes.operator.enrol, (_args, caller) => enrol(caller)),
      confirm: operator(
        routes.operator.confirm,
        async ({ body }, caller, _request, charge) => {
          await charge()
          return confirm(caller, body.code)
        },
        'secondFactor',
      ),
      verify: operator(
        routes.operator.verify,
        async ({ body }, caller, _request, charge) => {
          await charge()
          return store.transaction(async (tx) => {
            const taken = await takeCode(ports, tx, caller.uid, body.code)
            if (taken === 'missing') {
              return refused(409, 'secondFactorMissing', SECOND_FACTOR_MESSAGES.missing)
            }
            if (taken === 'invalid') {
              return refused(400, 'secondFactorInvalid', SECOND_FACTOR_MESSAGES.invalid)
            }
            const stepUp = await grantStepUp(ports, tx, caller.uid, factorSettings())
            return { status: 200 as const, body: stepUp }
          })
        },
        'secondFactor',
      ),
      // A console action as any other: behind the step-up, in the audit log with its reason.
      reset: admin(routes.operator.reset, async ({ params, body }, caller) =>
        store.transaction(async (tx) => {
          const removed = await tx.secondFactors.remove(params.uid)
          if (removed) await alertSecondFactorReset(tx, ports.clock.now())
          const message = removed ? null : SECOND_FACTOR_MESSAGES.missing
          await audit(tx, caller, {
            action: 'second-factor.reset',
            target: params.uid,
            reason: body.reason,
            result: removed ? 'applied' : 'refused',
            message,
            details: {},
          })
          if (!removed) return refused(404, 'secondFactorMissing', SECOND_FACTOR_MESSAGES.missing)
          return { status: 200 as const, body: { uid: params.uid, reset: true as const } }
        }),
      ),
    },
    player: {
      status: player(routes.player.status, (_args, caller, request) =>
        status(caller, request.headers),
      ),
      enrol: player(routes.player.enrol, (_args, caller) => enrol(caller)),
      confirm: player(
        routes.player.confirm,
        async ({ body }, caller, _request, charge) => {
          await charge()
          return confirm(caller, body.code)
        },
        'secondFactor',
      ),
      disable: player(
        routes.player.disable,
        async ({ body }, caller, request, charge) => {
          await charge()
          const taken = await store.transaction(async (tx) => {
            const outcome = await takeCode(ports, tx, caller.uid, body.code)
            if (outcome === 'ok') await tx.secondFactors.remove(caller.uid)
            return outcome
          })
          if (taken === 'missing') {
            return refused(409, 'secondFactorMissing', SECOND_FACTOR_MESSAGES.missing)
          }
          if (taken === 'invalid') {
            return refused(400, 'secondFactorInvalid', SECOND_FACTOR_MESSAGES.invalid)
          }
          return status(caller, request.headers)
        },
        'secondFactor',
      ),
    },
  }
}
