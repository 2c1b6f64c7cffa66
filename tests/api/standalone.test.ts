import { seedDb } from '@mocks/db/seed'
import { startHttpServer, type RunningServer } from '@mocks/standalone/http-server'
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let running: RunningServer

beforeAll(async () => {
  await seedDb()
  running = await startHttpServer({ port: 0 })
})
afterAll(() => running.close())

const signIn = (email: string, password: string) =>
  fetch(`${running.url}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  })

describe('standalone mock API (npm run mock-api)', () => {
  it('signs in like the Firebase REST API, then serves a personal call with the token', async () => {
    const answer = await signIn('joueur@portail.test', 'Joueur123')
    expect(answer.status).toBe(200)
    const session = (await answer.json()) as Record<string, unknown>
    expect(session).toMatchObject({
      localId: 'joueur',
      email: 'joueur@portail.test',
      expiresIn: '3600',
      registered: true,
    })
    expect(String(session.idToken)).toMatch(/^[\w-]+\.[\w-]+\.$/)
    const profile = await fetch(`${running.url}/me/profile`, {
      headers: { authorization: `Bearer ${String(session.idToken)}` },
    })
    expect(profile.status).toBe(200)
    expect(await profile.json()).toEqual({ points: 1500, monthPoints: 1150 })
  })

  it("answers bad credentials with Firebase's error shape", async () => {
    const answer = await signIn('joueur@portail.test', 'mauvais')
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({
      error: { code: 400, message: 'INVALID_LOGIN_CREDENTIALS' },
    })
  })

  it('serves the contract paths without a prefix, 401 without a token', async () => {
    expect((await fetch(`${running.url}/ranking/characters`)).status).toBe(200)
    expect((await fetch(`${running.url}/me/profile`)).status).toBe(401)
    expect((await fetch(`${running.url}/api/ranking/characters`)).status).toBe(404)
  })

  it('answers a CORS preflight and reflects the Origin', async () => {
    const preflight = await fetch(`${running.url}/shop/order`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, idempotency-key',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'idempotency-key',
    )
    const get = await fetch(`${running.url}/ranking/characters`, {
      headers: { origin: 'http://example.test' },
    })
    expect(get.headers.get('access-control-allow-origin')).toBe('http://example.test')
  })

  it.each([
    ['TRACE', '/ranking/characters', undefined],
    ['CONNECT', '/ranking/characters', undefined],
    ['PROPFIND', '/me/profile', undefined],
    ['GET', '*', undefined],
    ['GET', '/%', undefined],
    ['GET', '/me/%E0%A4%A', undefined],
    ['POST', '/shop/order', 'null'],
    ['POST', '/shop/order', '{"amount":'],
    ['POST', SIGN_IN_PATH, 'null'],
    ['POST', SIGN_IN_PATH, '[]'],
    ['POST', SIGN_IN_PATH, '"joueur"'],
    ['POST', '/shop/order', 'x'.repeat(70_000)],
    ['POST', SIGN_IN_PATH, 'x'.repeat(70_000)],
  ])('answers %s %s with a 4xx, never a 5xx', async (method, target, body) => {
    const status = await raw(method, target, body)
    expect(status).toBeGreaterThanOrEqual(400)
    expect(status).toBeLessThan(500)
  })

  it('answers 413 to a body over 64 KB and 405 to an unknown method', async () => {
    expect(await raw('POST', '/shop/order', 'x'.repeat(64 * 1024 + 1))).toBe(413)
    expect(await raw('TRACE', '/ranking/characters')).toBe(405)
  })
})

const SIGN_IN_PATH = '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword'

/** A request fetch() would refuse to send (TRACE, a '*' target): node:http, the status only. */
function raw(method: string, target: string, body?: string): Promise<number> {
  const { hostname, port } = new URL(running.url)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { hostname, port, method, path: target, headers: { 'content-type': 'application/json' } },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    // A CONNECT's answer arrives as 'connect', not as a response.
    req.on('connect', (res, socket) => {
      socket.destroy()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', reject)
    req.end(body)
  })
}
