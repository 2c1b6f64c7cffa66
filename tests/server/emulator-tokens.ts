import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** The project of the tests' tokens (a demo- project never reaches Google). */
export const TEST_PROJECT_ID = 'demo-airflyff'

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

export interface TokenClaims {
  uid: string
  email?: string | null
  emailVerified?: boolean
  projectId?: string
  /** Overrides of the payload (aud, iss, exp...). */
  payload?: Record<string, unknown>
  /** Overrides of the header (alg, kid). */
  header?: Record<string, unknown>
}

/** An ID token as the Firebase Auth Emulator makes it: alg none, no signature, Date.now() based. */
export function emulatorToken({
  uid,
  email = null,
  emailVerified = false,
  projectId = TEST_PROJECT_ID,
  payload = {},
  header = {},
}: TokenClaims): string {
  const now = Math.floor(Date.now() / 1000)
  const claims = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    ...(email ? { email, email_verified: emailVerified } : {}),
    firebase: { identities: email ? { email: [email] } : {}, sign_in_provider: 'password' },
    ...payload,
  }
  return `${base64url({ alg: 'none', typ: 'JWT', ...header })}.${base64url(claims)}.`
}

export interface AuthEmulatorDouble {
  /** host:port, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  host: string
  /** The user's custom claims as his record has them (`npm run admin -- grant` sets admin). */
  setClaims(uid: string, claims: Record<string, unknown>): void
  close(): Promise<void>
}

/**
 * The calls firebase-admin makes to the Auth Emulator when it verifies an
 * emulator token (accounts:lookup, to refuse deleted or disabled users) and
 * deletes a user (accounts:delete): every uid exists until it is deleted, with the custom claims
 * set by setClaims (the console reads the admin right from the user's record). The
 * real emulator is for people (see docs/auth.md), not for tests.
 */
export function startAuthEmulatorDouble(): Promise<AuthEmulatorDouble> {
  const deleted = new Set<string>()
  const claims = new Map<string, Record<string, unknown>>()
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      if (req.url?.endsWith('/accounts:delete')) {
        const { localId } = JSON.parse(Buffer.concat(chunks).toString() || '{}') as {
          localId?: string
        }
        if (localId) deleted.add(localId)
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
        return
      }
      if (!req.url?.endsWith('/accounts:lookup')) {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end('{"error":{"message":"NOT_FOUND"}}')
        return
      }
      const { localId = [] } = JSON.parse(Buffer.concat(chunks).toString() || '{}') as {
        localId?: string[]
      }
      const users = localId
        .filter((uid) => !deleted.has(uid))
        .map((uid) => ({
          localId: uid,
          disabled: false,
          ...(claims.has(uid) ? { customAttributes: JSON.stringify(claims.get(uid)) } : {}),
        }))
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ users }))
    })
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        host: `127.0.0.1:${port}`,
        setClaims: (uid, next) => void claims.set(uid, next),
        close: () =>
          new Promise((done) => {
            server.close(() => done())
            server.closeAllConnections()
          }),
      })
    })
  })
}
