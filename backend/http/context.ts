import type { AppRoute, ServerInferRequest, ServerInferResponses } from '@ts-rest/core'
import { TsRestResponse, tsr, type TsRestRequest } from '@ts-rest/serverless/fetch'
import type { CallLimiter, LimitedAction } from './rate-limits'
import type { Caller, IdentityPort, Ports, VersionedProfile } from '../ports'
import { SECOND_FACTOR_MESSAGES, currentStepUp } from '../domain/second-factor'

/** What the bearer middleware adds to the request it lets through. */
type WithCaller = { caller: Caller; profile?: VersionedProfile }

/**
 * The caller's profile as the identity adapter read it beside the token's check, if it did
 * (IdentityCheck): read it again only without it.
 */
export function profileWithToken(request: TsRestRequest): VersionedProfile | undefined {
  return (request as TsRestRequest & Partial<WithCaller>).profile
}

type PersonalHandler<R extends AppRoute> = (
  args: ServerInferRequest<R>,
  caller: Caller,
  request: TsRestRequest,
  /** Counts the call against its route's limits (429 past them): once its cheap checks passed. */
  charge: () => Promise<void>,
) => Promise<ServerInferResponses<R>>

/** What a guard answers: the caller to go on with, or the answer that ends the request. */
type Guard = (
  request: TsRestRequest,
) => Promise<{ caller: Caller; profile?: VersionedProfile } | { refusal: TsRestResponse }>

/**
 * Routes behind a guard, as ts-rest's typed middleware before the contract's own validation. A
 * route given a limited action counts the call (`limit`) when its handler calls `charge`: once
 * its cheap refusals (email not verified, not the player's account...) are behind it, before it
 * does anything that costs; past the limit, 429 (handler.ts). A refusal that cost nothing is not
 * counted, so that nobody exhausts an address's limit with calls that are refused anyway.
 */
function guardedRoutes(guard: Guard, limit?: CallLimiter) {
  const middleware = tsr.middleware<WithCaller>(async (request) => {
    const outcome = await guard(request)
    if ('refusal' in outcome) return outcome.refusal
    request.caller = outcome.caller
    if (outcome.profile) request.profile = outcome.profile
    return undefined
  })
  return function guarded<R extends AppRoute>(
    route: R,
    handler: PersonalHandler<R>,
    action?: LimitedAction,
  ) {
    return tsr.routeWithMiddleware(route)<object, WithCaller>({
      middleware: [middleware],
      handler: async (args, { request }) => {
        if (action && !limit) throw new Error(`no limiter for the limited call ${action}`)
        let charged = false
        const charge = async () => {
          if (!action || !limit || charged) return
          charged = true
          await limit(action, request.caller, request)
        }
        const answer = await handler(args, request.caller, request, charge)
        // A limited call that went through must have been counted.
        if (action && !charged && answer.status < 300) {
          throw new Error(`the limited call ${action} answered without counting`)
        }
        return answer
      },
    })
  }
}

const refusal = (status: 401 | 403, message: string) => ({
  refusal: TsRestResponse.fromJson({ message }, { status }),
})

/**
 * Personal routes of one router: the bearer middleware (ts-rest's typed middleware) runs before
 * the contract's own validation, so no valid bearer gives 401 whatever the body, and the handler
 * gets the caller it set. `strict`: routes that move money or change what the player owns, where
 * a revoked token or a disabled user is refused at once (verifyBearer's strict check).
 */
export function personalRoutes(
  identity: IdentityPort,
  limit?: CallLimiter,
  { strict = false }: { strict?: boolean } = {},
) {
  return guardedRoutes(async (request) => {
    const check = await identity.verifyBearer(request.headers.get('authorization'), { strict })
    if (!check.ok) return refusal(401, check.message)
    return check.profile
      ? { caller: check.caller, profile: check.profile }
      : { caller: check.caller }
  }, limit)
}

/** The 403 of a signed-in player on a call of the operator's console. */
export const OPERATORS_ONLY_MESSAGE = 'Réservé aux opérateurs.'

/**
 * The operator's check: the strict bearer check (revocation, and the `admin` claim as the user's
 * record has it now), before the contract's validation. No valid token answers 401; a valid one
 * without the claim answers 403.
 */
async function operatorCheck(identity: IdentityPort, request: TsRestRequest) {
  const check = await identity.verifyBearer(request.headers.get('authorization'), {
    strict: true,
    operator: true,
  })
  if (!check.ok) return refusal(401, check.message)
  return check.caller.admin ? { caller: check.caller } : refusal(403, OPERATORS_ONLY_MESSAGE)
}

/**
 * The calls by which an operator gets his step-up (the second factor's own routes): the
 * operator's check without the step-up.
 */
export function operatorRoutes(ports: Pick<Ports, 'identity'>, limit?: CallLimiter) {
  return guardedRoutes((request) => operatorCheck(ports.identity, request), limit)
}

/**
 * Routes of the operator's console (/admin): the operator's check, then a valid step-up of his
 * second factor in x-second-factor (docs/decisions/059), else 403 `secondFactorRequired`, which
 * the console turns into the code prompt.
 */
export function adminRoutes(ports: Pick<Ports, 'identity' | 'store' | 'clock' | 'secrets'>) {
  return guardedRoutes(async (request) => {
    const outcome = await operatorCheck(ports.identity, request)
    if ('refusal' in outcome) return outcome
    if (await currentStepUp(ports, request.headers, outcome.caller.uid)) return outcome
    return {
      refusal: TsRestResponse.fromJson(
        { code: 'secondFactorRequired', message: SECOND_FACTOR_MESSAGES.required },
        { status: 403 },
      ),
    }
  })
}

/** An error answer in the contract's shape. */
export function fail<S extends 400 | 401 | 403 | 404 | 409>(status: S, message: string) {
  return { status, body: { message } }
}
