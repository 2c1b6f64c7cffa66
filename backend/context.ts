import type { AppRoute, ServerInferRequest, ServerInferResponses } from '@ts-rest/core'
import { TsRestResponse, tsr, type TsRestRequest } from '@ts-rest/serverless/fetch'
import type { CallLimiter, LimitedAction } from './limits'
import type { Caller, IdentityPort } from './ports'

/** What the bearer middleware adds to the request it lets through. */
type WithCaller = { caller: Caller }

type PersonalHandler<R extends AppRoute> = (
  args: ServerInferRequest<R>,
  caller: Caller,
  request: TsRestRequest,
) => Promise<ServerInferResponses<R>>

/**
 * Personal routes of one router: the bearer middleware (ts-rest's typed middleware) runs before
 * the contract's own validation, so no valid bearer gives 401 whatever the body, and the handler
 * gets the caller it set. A route given a limited action counts the call (`limit`) once its body
 * passed the contract, before the handler does anything: past the limit, 429 (handler.ts).
 */
export function personalRoutes(identity: IdentityPort, limit?: CallLimiter) {
  const requireCaller = tsr.middleware<WithCaller>(async (request) => {
    const check = await identity.verifyBearer(request.headers.get('authorization'))
    if (!check.ok) return TsRestResponse.fromJson({ message: check.message }, { status: 401 })
    request.caller = check.caller
    return undefined
  })

  return function personal<R extends AppRoute>(
    route: R,
    handler: PersonalHandler<R>,
    action?: LimitedAction,
  ) {
    return tsr.routeWithMiddleware(route)<object, WithCaller>({
      middleware: [requireCaller],
      handler: async (args, { request }) => {
        if (action) {
          if (!limit) throw new Error(`no limiter for the limited call ${action}`)
          await limit(action, request.caller, request)
        }
        return handler(args, request.caller, request)
      },
    })
  }
}

/** An error answer in the contract's shape. */
export function fail<S extends 400 | 401 | 403 | 404 | 409>(status: S, message: string) {
  return { status, body: { message } }
}
