import type { AppRoute, ServerInferRequest, ServerInferResponses } from '@ts-rest/core'
import { TsRestResponse, type TsRestRequest } from '@ts-rest/serverless/fetch'
import { checkBearer } from '../auth/verify-token'
import type { UserRecord } from '../db/schemas'

/** The caller, set by the bearer middleware on the request it lets through. */
type AuthedRequest = TsRestRequest & { mockUser?: UserRecord }

/** Runs before the contract's own validation: no valid bearer gives 401, whatever the body. */
async function requireUser(request: TsRestRequest): Promise<TsRestResponse | undefined> {
  const check = await checkBearer(request.headers.get('authorization'))
  if (!check.ok) return TsRestResponse.fromJson({ message: check.message }, { status: 401 })
  ;(request as AuthedRequest).mockUser = check.user
  return undefined
}

type PersonalHandler<R extends AppRoute> = (
  args: ServerInferRequest<R>,
  user: UserRecord,
  request: TsRestRequest,
) => Promise<ServerInferResponses<R>>

/** A personal route: the bearer middleware first, then the handler with the caller. */
export function personal<R extends AppRoute>(_route: R, handler: PersonalHandler<R>) {
  return {
    middleware: [requireUser],
    handler: (args: ServerInferRequest<R>, context: { request: TsRestRequest }) => {
      const user = (context.request as AuthedRequest).mockUser
      if (!user) throw new Error('personal route reached without the bearer middleware')
      return handler(args, user, context.request)
    },
  }
}

/** An error answer in the contract's shape. */
export function fail<S extends 400 | 401 | 403 | 404 | 409>(status: S, message: string) {
  return { status, body: { message } }
}
