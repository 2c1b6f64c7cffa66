import { isAppRoute, type AppRouter } from '@ts-rest/core'
import { contract } from '@contract/index'

/** The HTTP methods of a router's routes, each once, in the order they first appear. */
export function routeMethods(router: AppRouter): string[] {
  const methods = new Set<string>()
  const walk = (node: AppRouter) => {
    for (const entry of Object.values(node)) {
      if (isAppRoute(entry)) methods.add(entry.method)
      else walk(entry)
    }
  }
  walk(router)
  return [...methods]
}

/**
 * What a CORS preflight allows: the methods the contract's calls use, and OPTIONS. Read from the
 * contract, so that a call with a new method (DELETE /me/account) is allowed from the browser.
 */
export const CORS_ALLOWED_METHODS = [...routeMethods(contract), 'OPTIONS'].join(', ')

/** The request headers a router's routes declare (lower case), each once. */
export function routeHeaders(router: AppRouter): string[] {
  const headers = new Set<string>()
  const walk = (node: AppRouter) => {
    for (const entry of Object.values(node)) {
      if (!isAppRoute(entry)) walk(entry)
      else {
        const shape = (entry.headers as { shape?: Record<string, unknown> } | undefined)?.shape
        for (const name of Object.keys(shape ?? {})) headers.add(name.toLowerCase())
      }
    }
  }
  walk(router)
  return [...headers]
}

/**
 * The headers a preflight allows: Content-Type and every header the contract declares (the
 * bearer, the idempotency key, the console's step-up), so that a new one reaches the API.
 */
export const CORS_ALLOWED_HEADERS = ['content-type', ...routeHeaders(contract)].join(', ')
