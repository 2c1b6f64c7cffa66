import { CLIENT_IP_HEADER } from '@backend/http/client-ip'
import { HttpResponse, http } from 'msw'
import { createMockApiHandler } from './api'
import { endpointOf } from './endpoints'
import { faultInjection } from './faults'
import { SIMULATED_CLIENT_IP } from './vote-sites'

/** The path part of the API base: '/api' for '/api', '' for 'http://api.test'. */
export function basePathOf(apiBase: string): string {
  const path = /^https?:\/\//.test(apiBase) ? new URL(apiBase).pathname : apiBase
  return path.replace(/\/+$/, '')
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Every URL under the API base, as a RegExp: msw then tests the raw URL
 * instead of decoding it as a path pattern, which throws on a malformed
 * %-escape (the API answers those 400 itself).
 */
export function apiPattern(apiBase: string): RegExp {
  const base = apiBase.replace(/\/+$/, '')
  // A relative base is the page's own origin, as msw resolves string paths.
  const origin = /^https?:\/\//.test(base)
    ? ''
    : escapeRegExp(globalThis.location?.origin ?? 'http://localhost')
  return new RegExp(`^${origin}${escapeRegExp(base)}/`)
}

/**
 * One msw handler for the whole API: injected faults first, then the ts-rest
 * router (which writes the database through after each mutating request).
 * It stands for a server across the network: while the browser is offline, it
 * cannot be reached (a dropped connection, as a real API would be).
 */
export function createHandlers({ apiBase }: { apiBase: string }) {
  const basePath = basePathOf(apiBase)
  const api = createMockApiHandler({ basePath })
  return [
    http.all(apiPattern(apiBase), async ({ request }) => {
      if (globalThis.navigator?.onLine === false) return HttpResponse.error()
      const path = new URL(request.url).pathname.slice(basePath.length)
      const endpoint = endpointOf(request.method, path)
      const fault = endpoint ? faultInjection.get(endpoint.key) : undefined
      if (fault?.kind === 'network') return HttpResponse.error()
      if (fault?.kind === 'status') {
        return HttpResponse.json(
          { message: `injected fault ${fault.status}` },
          { status: fault.status },
        )
      }
      if (endpoint) await faultInjection.hold(endpoint.key)
      // The caller's address is the backend's to know, never a header the page sets.
      const headers = new Headers(request.headers)
      headers.set(CLIENT_IP_HEADER, SIMULATED_CLIENT_IP)
      const answer = await api(new Request(request, { headers }))
      // Carried out, then lost on the way back.
      if (endpoint && faultInjection.loseAnswer(endpoint.key)) return HttpResponse.error()
      return answer
    }),
  ]
}
