import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApiServer, type ApiServer } from '@server/http/app'
import { startHttpServer, type RunningHttpServer } from '@server/http/http'
import { pendingPayments } from '@server/stripe/payments'
import { TEST_PROJECT_ID, emulatorToken } from './emulator-tokens'

/**
 * Real Firebase ID tokens (RS256) against the server, without the emulator
 * setting: Google's public keys are served by msw from a key made here, so
 * that the signature check runs offline.
 */
const CERTS_URL =
  'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com'
const KID = 'test-key-1'
const googleKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 })

/**
 * Firebase's user lookup (the server asks whether a new uid still exists before it makes his
 * profile): a service account made here, its OAuth token and the lookup, served by msw.
 */
const serviceAccountKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
const serviceAccountFile = join(mkdtempSync(join(tmpdir(), 'identity-')), 'service-account.json')
writeFileSync(
  serviceAccountFile,
  JSON.stringify({
    type: 'service_account',
    project_id: TEST_PROJECT_ID,
    private_key_id: 'test-service-key',
    private_key: serviceAccountKey.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: `api@${TEST_PROJECT_ID}.iam.gserviceaccount.com`,
    client_id: '1',
  }),
)
const lookups: string[] = []
/** What Firebase's user record says of a uid beyond it existing (disabled, validSince, claims). */
const records = new Map<string, Record<string, unknown>>()
/** Uids whose lookup fails at the network level: Firebase out of reach. */
const unreachable = new Set<string>()

const certs = setupServer(
  http.post('https://oauth2.googleapis.com/token', () =>
    HttpResponse.json({
      access_token: 'test-access-token',
      expires_in: 3600,
      token_type: 'Bearer',
    }),
  ),
  http.post(
    `https://identitytoolkit.googleapis.com/v1/projects/${TEST_PROJECT_ID}/accounts:lookup`,
    async ({ request }) => {
      const { localId = [] } = (await request.json()) as { localId?: string[] }
      lookups.push(...localId)
      if (localId.some((uid) => unreachable.has(uid))) return HttpResponse.error()
      return HttpResponse.json({
        users: localId.map((uid) => ({ localId: uid, ...records.get(uid) })),
      })
    },
  ),
  http.get(CERTS_URL, () =>
    HttpResponse.json(
      { [KID]: googleKey.publicKey.export({ type: 'spki', format: 'pem' }).toString() },
      { headers: { 'cache-control': 'public, max-age=3600' } },
    ),
  ),
)

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

function signedToken(key: KeyObject, payload: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000)
  const head = b64({ alg: 'RS256', kid: KID, typ: 'JWT' })
  const body = b64({
    iss: `https://securetoken.google.com/${TEST_PROJECT_ID}`,
    aud: TEST_PROJECT_ID,
    auth_time: now,
    user_id: 'firebase-uid-1',
    sub: 'firebase-uid-1',
    iat: now,
    exp: now + 3600,
    email: 'quelquun@portail.test',
    email_verified: true,
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...payload,
  })
  const signature = sign('sha256', Buffer.from(`${head}.${body}`), key).toString('base64url')
  return `${head}.${body}.${signature}`
}

let api: ApiServer
let server: RunningHttpServer

beforeAll(async () => {
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST
  process.env.GOOGLE_APPLICATION_CREDENTIALS = serviceAccountFile
  certs.listen({ onUnhandledRequest: 'bypass' })
  api = await createApiServer({
    pgliteDir: 'memory',
    projectId: TEST_PROJECT_ID,
    seedDemo: false,
    payments: pendingPayments({}),
  })
  server = await startHttpServer({ handler: api.handler, port: 0, webOrigins: [], log: () => {} })
}, 60_000)

afterAll(async () => {
  await server?.close()
  await api?.close()
  certs.close()
  delete process.env.GOOGLE_APPLICATION_CREDENTIALS
})

const profile = (token: string) =>
  fetch(`${server.url}/me/profile`, { headers: { authorization: `Bearer ${token}` } })

describe('identity of the API server (firebase-admin, no emulator setting)', () => {
  it('accepts a token signed by the project key and creates the profile on first sight', async () => {
    const answer = await profile(signedToken(googleKey.privateKey))
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ points: 0, monthPoints: 0 })
    expect(lookups).toContain('firebase-uid-1')
  })

  it.each([
    [
      'an emulator token (alg none)',
      () => emulatorToken({ uid: 'joueur', email: 'joueur@portail.test' }),
    ],
    ['a wrong signature', () => signedToken(otherKey.privateKey)],
    ['a wrong audience', () => signedToken(googleKey.privateKey, { aud: 'another-project' })],
    [
      'a wrong issuer',
      () =>
        signedToken(googleKey.privateKey, {
          iss: 'https://securetoken.google.com/another-project',
        }),
    ],
    [
      'an expired token',
      () => {
        const past = Math.floor(Date.now() / 1000) - 7200
        return signedToken(googleKey.privateKey, { iat: past, auth_time: past, exp: past + 3600 })
      },
    ],
    ['garbage', () => 'not-a-jwt'],
  ])('answers 401 to %s', async (_name, token) => {
    const answer = await profile(token())
    expect(answer.status).toBe(401)
  })
})

/**
 * The production path of revocation: firebase-admin without the emulator setting (which would
 * check revocation whatever the code asks), Google's endpoints served by msw. Only the strict
 * routes (the console, the calls that move money) ask Firebase about revocation.
 */
describe('revocation on the production path (firebase-admin, Google served by msw)', () => {
  const call = (token: string, method: string, path: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  const checkout = (token: string) => call(token, 'POST', '/shop/checkout', { priceId: 'price_x' })
  const tokenOf = (uid: string, payload: Record<string, unknown> = {}) =>
    signedToken(googleKey.privateKey, { user_id: uid, sub: uid, ...payload })

  it('refuses a token revoked since it was made on a money route, not on a read', async () => {
    const now = Math.floor(Date.now() / 1000)
    const token = tokenOf('revoked-uid', { auth_time: now - 120, iat: now - 120 })
    // Not revoked yet: the checkout gets past the identity check (then refuses the price).
    expect((await checkout(token)).status).toBe(400)
    // `revokeRefreshTokens`: the record's validSince moves to now.
    records.set('revoked-uid', { validSince: String(now - 60) })
    const refused = await checkout(token)
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ message: 'token revoked' })
    expect((await profile(token)).status).toBe(200)
  })

  it('asks Firebase once for a money route, twice for the console (its admin right)', async () => {
    const asked = (uid: string) => lookups.filter((looked) => looked === uid).length
    records.set('once-uid', {})
    // First sight: the profile is made once Firebase says the user exists.
    expect((await profile(tokenOf('once-uid'))).status).toBe(200)
    const before = asked('once-uid')
    expect((await checkout(tokenOf('once-uid'))).status).toBe(400)
    expect(asked('once-uid') - before).toBe(1)
    expect((await call(tokenOf('once-uid'), 'GET', '/admin/audit')).status).toBe(403)
    expect(asked('once-uid') - before).toBe(3)
  })

  it('refuses a disabled user on a money route', async () => {
    const token = tokenOf('disabled-uid')
    expect((await checkout(token)).status).toBe(400)
    records.set('disabled-uid', { disabled: true })
    const refused = await checkout(token)
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ message: 'user disabled' })
  })

  it("reads the console's admin right from the user's record, not from the token", async () => {
    // A revoked operator whose token still carries the claim: refused at once.
    records.set('former-operator', {})
    const former = await call(tokenOf('former-operator', { admin: true }), 'GET', '/admin/audit')
    expect(former.status).toBe(403)
    expect(await former.json()).not.toMatchObject({ code: 'secondFactorRequired' })
    // A granted operator whose token does not carry the claim yet: let in at once, as far as
    // his second factor (docs/decisions/059), which he has yet to enrol.
    records.set('new-operator', { customAttributes: JSON.stringify({ admin: true }) })
    const granted = await call(tokenOf('new-operator'), 'GET', '/admin/audit')
    expect(granted.status).toBe(403)
    expect(await granted.json()).toMatchObject({ code: 'secondFactorRequired' })
    const status = await call(tokenOf('new-operator'), 'GET', '/admin/second-factor')
    expect(status.status).toBe(200)
  })

  it('answers 503, not 401, when Firebase cannot be asked about a money route', async () => {
    unreachable.add('unlucky-uid')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const answer = await checkout(tokenOf('unlucky-uid'))
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('5')
    expect(await answer.json()).toEqual({
      message: 'Service momentanément indisponible, réessayez dans un instant.',
    })
    expect(String(logged.mock.calls[0])).toContain('app/network-error')
    unreachable.delete('unlucky-uid')
    expect((await checkout(tokenOf('unlucky-uid'))).status).toBe(400)
  })
})
