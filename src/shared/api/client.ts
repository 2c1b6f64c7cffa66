import { contract } from '@contract/index'
import {
  initClient,
  tsRestFetchApi,
  type ApiFetcher,
  type AppRoute,
  type InitClientReturn,
} from '@ts-rest/core'

/** What a call resolves to when no HTTP answer could be read. Never thrown. */
export interface NetworkFailure {
  status: 0
  body: { message: 'network' | 'timeout' | 'invalid-response' }
  headers: Headers
}

export interface ApiClientOptions {
  baseUrl: string
  /** The identity token of the signed-in user, refreshed when asked; null when signed out. */
  getToken: (forceRefresh: boolean) => Promise<string | null>
  /** Called when the API still answers 401 after one token refresh. */
  onUnauthorized?: () => void
  timeoutMs?: number
  /**
   * The console's step-up credential (docs/decisions/059), sent in x-second-factor on /admin
   * calls; null or absent: none sent.
   */
  getSecondFactor?: () => Promise<string | null>
}

type WithFailures<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R>
    ? (...args: A) => Promise<R | NetworkFailure>
    : WithFailures<T[K]>
}

const clientArgs = {
  baseUrl: '',
  // Personal routes declare the bearer header; the fetcher fills it in, so callers never pass it.
  baseHeaders: { authorization: '' },
  validateResponse: true,
} as const
type RawClient = InitClientReturn<typeof contract, typeof clientArgs>
export type ApiClient = WithFailures<RawClient>

const DEFAULT_TIMEOUT_MS = 10_000

function failure(message: NetworkFailure['body']['message']): NetworkFailure {
  return { status: 0, body: { message }, headers: new Headers() }
}

/** Personal routes are those whose contract declares the bearer header. */
function isPersonal(route: AppRoute): boolean {
  const headers = route.headers as { shape?: Record<string, unknown> } | undefined
  return headers?.shape?.authorization !== undefined
}

/**
 * The one API client: typed by the contract, bearer token from the auth layer on personal
 * calls, one token refresh and retry on 401, answers validated against the contract, and
 * network failures or timeouts returned as results.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS

  const send = async (args: Parameters<ApiFetcher>[0], forceRefresh: boolean) => {
    const headers = { ...args.headers }
    delete headers.authorization
    if (isPersonal(args.route)) {
      const token = await options.getToken(forceRefresh)
      if (!token) return { status: 401, body: { message: 'not signed in' }, headers: new Headers() }
      headers.authorization = `Bearer ${token}`
      // The console's calls: the API's paths under /admin (docs/decisions/059).
      if (options.getSecondFactor && args.route.path.split('/')[1] === 'admin') {
        const stepUp = await options.getSecondFactor()
        if (stepUp) headers['x-second-factor'] = stepUp
      }
    }
    return tsRestFetchApi({
      ...args,
      headers,
      fetchOptions: { ...args.fetchOptions, signal: AbortSignal.timeout(timeoutMs) },
    })
  }

  const api: ApiFetcher = async (args) => {
    try {
      let response = await send(args, false)
      if (response.status === 401 && isPersonal(args.route)) {
        response = await send(args, true)
        if (response.status === 401) options.onUnauthorized?.()
      }
      return response
    } catch (error) {
      const name = error instanceof Error ? error.name : ''
      if (name === 'TimeoutError' || name === 'AbortError') return failure('timeout')
      if (name === 'ZodError' || error instanceof SyntaxError) return failure('invalid-response')
      return failure('network')
    }
  }

  return initClient(contract, { ...clientArgs, baseUrl: options.baseUrl, api }) as ApiClient
}
