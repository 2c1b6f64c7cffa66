import { contract } from '@contract/index'
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core'

/** One entry per call of the contract, named by its place in it ('shop.order'). */
export interface Endpoint {
  key: string
  method: AppRoute['method']
  path: string
  summary: string
}

function collect(router: AppRouter, prefix: string[]): Endpoint[] {
  return Object.entries(router).flatMap(([name, entry]) => {
    const key = [...prefix, name]
    if (!isAppRoute(entry)) return collect(entry, key)
    return [
      { key: key.join('.'), method: entry.method, path: entry.path, summary: entry.summary ?? '' },
    ]
  })
}

export const ENDPOINTS: readonly Endpoint[] = collect(contract, [])

/** The endpoint a request targets, its pathname already stripped of the API base. */
export function endpointOf(method: string, path: string): Endpoint | undefined {
  const clean = path.replace(/\/+$/, '') || '/'
  return ENDPOINTS.find((e) => e.method === method.toUpperCase() && pathPattern(e.path).test(clean))
}

/** A contract path as a pattern: each `:param` stands for one segment. */
function pathPattern(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${escaped}$`)
}
