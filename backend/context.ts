import type { AppRoute, ServerInferRequest, ServerInferResponses } from '@ts-rest/core'
import { TsRestResponse, type TsRestRequest } from '@ts-rest/serverless/fetch'
import type { Caller, IdentityPort } from './ports'

/** The caller, set by the bearer middleware on the request it lets through. */
type AuthedRequest = TsRestRequest & { caller?: Caller }

type PersonalHandler<R extends AppRoute> = (
  args: ServerInferRequest<R>,
  caller: Caller,
  request: TsRestRequest,
) => Promise<ServerInferResponses<R>>

/**
 * Personal routes of one router: the bearer middleware runs before the
 * contract's own validation, so no valid bearer gives 401 whatever the body.
 */
export function personalRoutes(identity: IdentityPort) {
  async function requireCaller(request: TsRestRequest): Promise<TsRestResponse | undefined> {
    const check = await identity.verifyBearer(request.headers.get('authorization'))
    if (!check.ok) return TsRestResponse.fromJson({ message: check.message }, { status: 401 })
    ;(request as AuthedRequest).caller = check.caller
    return undefined
  }

  return function personal<R extends AppRoute>(_route: R, handler: PersonalHandler<R>) {
    return {
      middleware: [requireCaller],
      handler: (args: ServerInferRequest<R>, context: { request: TsRestRequest }) => {
        const caller = (context.request as AuthedRequest).caller
        if (!caller) throw new Error('personal route reached without the bearer middleware')
        return handler(args, caller, context.request)
      },
    }
  }
}

/** An error answer in the contract's shape. */
export function fail<S extends 400 | 401 | 403 | 404 | 409>(status: S, message: string) {
  return { status, body: { message } }
}
