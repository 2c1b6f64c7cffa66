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
