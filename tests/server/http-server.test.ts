import { request as httpRequest } from 'node:http'
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core'
import { afterEach, describe, expect, it } from 'vitest'
import { contract } from '@contract/index'
import type { ApiHandler } from '@backend/http/handler'
import { startHttpServer, type RunningHttpServer } from '@server/http/http'

/** Node's http adapter of the API (server/http/http.ts), with a stand-in handler. */
const ORIGIN = 'https://portail.test'

/** Every route of the contract, read from the contract itself. */
function routesOf(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((entry) => (isAppRoute(entry) ? [entry] : routesOf(entry)))
}
const routes = routesOf(contract)
const methods = [...new Set(routes.map((route) => route.method))]

let running: RunningHttpServer | null = null
afterEach(async () => {
  await running?.close()
  running = null
})

const start = (handler: ApiHandler, shutdownGraceS?: number) =>
  startHttpServer({
    handler,
    port: 0,
    webOrigins: [ORIGIN],
    shutdownGraceS,
    log: () => undefined,
  })

describe('CORS preflights of the API over Node', () => {
  it('uses more than GET, POST and PUT in the contract', () => {
    expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']))
  })

  it.each(methods)(
    'allow %s from the web origin, with the headers the portal sends',
    async (method) => {
      running = await start(async () => Response.json({}))
      const route = routes.find((r) => r.method === method)
      const path = route?.path.replace(/:\w+/g, 'x') ?? '/'
      const answer = await fetch(`${running.url}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin: ORIGIN,
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization,content-type,idempotency-key',
        },
      })
      expect(answer.status).toBe(204)
      expect(answer.headers.get('access-control-allow-origin')).toBe(ORIGIN)
      const allowed = (answer.headers.get('access-control-allow-methods') ?? '').split(/,\s*/)
      expect(allowed).toContain(method)
    },
  )

  it('allow no method the contract does not use', async () => {
    running = await start(async () => Response.json({}))
    const answer = await fetch(`${running.url}/me/profile`, {
      method: 'OPTIONS',
      headers: { origin: ORIGIN, 'access-control-request-method': 'GET' },
    })
    const allowed = (answer.headers.get('access-control-allow-methods') ?? '').split(/,\s*/)
    expect(allowed.sort()).toEqual([...methods, 'OPTIONS'].sort())
  })
})

/** A GET over its own connection: its status and body, or the error that cut it. */
function get(url: string): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const req = httpRequest(url, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      res.on('error', (error) => resolve({ error: error.message }))
    })
    req.on('error', (error) => resolve({ error: error.message }))
    req.end()
  })
}

describe('shutdown of the API over Node', () => {
  it('answers a request in flight when close() is called, and takes no new one', async () => {
    let arrived: () => void = () => undefined
    const inFlight = new Promise<void>((resolve) => (arrived = resolve))
    let finish: () => void = () => undefined
    const finished = new Promise<void>((resolve) => (finish = resolve))
    const server = await start(async () => {
      arrived()
      await finished
      return Response.json({ answered: true })
    })
    const slow = get(`${server.url}/me/profile`)
    await inFlight
    const closed = server.close()
    // Closing: the listening socket is gone, a new connection is refused.
    const late = await get(`${server.url}/me/profile`)
    expect(late).toHaveProperty('error')
    finish()
    expect(await slow).toEqual({ status: 200, body: '{"answered":true}' })
    await closed
  })

  it('cuts what is still running at the end of the grace period', async () => {
    let arrived: () => void = () => undefined
    const inFlight = new Promise<void>((resolve) => (arrived = resolve))
    const server = await start(async () => {
      arrived()
      return new Promise<Response>(() => undefined) // never answers
    }, 1)
    const stuck = get(`${server.url}/me/profile`)
    await inFlight
    await server.close()
    expect(await stuck).toHaveProperty('error')
  })
})
