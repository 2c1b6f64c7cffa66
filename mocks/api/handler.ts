import { contract } from '@contract/index'
import { TsRestHttpError, TsRestResponse, createFetchHandler } from '@ts-rest/serverless/fetch'
import { saveDb } from '../db/persistence'
import { withLock } from '../lock'
import { apiRouter } from './router'

export type ApiHandler = (request: Request) => Promise<Response>

const READ_ONLY = new Set(['GET', 'HEAD', 'OPTIONS'])

function errorHandler(error: unknown) {
  if (error instanceof TsRestHttpError) return undefined
  if (error instanceof SyntaxError) {
    return TsRestResponse.fromJson({ message: 'Request body is not valid JSON' }, { status: 400 })
  }
  console.error('[mock api] unexpected error', error)
  return TsRestResponse.fromJson({ message: 'Server Error' }, { status: 500 })
}

/**
 * The API as a fetch handler mounted under basePath ('/api' in the browser,
 * '' in Vitest and on the standalone server). Mutating requests run one at a
 * time under the global lock, and the database is written through after each.
 */
export function createApiHandler({ basePath = '' }: { basePath?: string } = {}): ApiHandler {
  const handle = createFetchHandler(contract, apiRouter, {
    basePath,
    responseValidation: true,
    errorHandler,
  }) as (request: Request) => Promise<Response>

  return (request) => {
    if (READ_ONLY.has(request.method)) return handle(request)
    return withLock(async () => {
      const response = await handle(request)
      saveDb()
      return response
    })
  }
}
