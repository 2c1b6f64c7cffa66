import { encodeToken, decodeToken } from '@mocks/auth/jwt'
import { mockBackend, server, TEST_API_BASE } from '@mocks/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, vi } from 'vitest'
import { createApiClient, type ApiClient } from '@/shared/api/client'
import { DEFAULT_LIMITS, type LimitSettings } from '@backend/http/rate-limits'
import { forgetStepUps, stepUpFor } from './step-up'
import { BACKENDS, type BackendUnderTest, type DemoUid, type RunningBackend } from './backends'

export { mockBackend, TEST_API_BASE }

/** msw on for the file, demo data and no faults before each test. */
export function useMockApi(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  beforeEach(async () => {
    mockBackend.faults.clearAll()
    await mockBackend.resetDb()
    forgetStepUps()
  })
  afterEach(() => {
    vi.useRealTimers()
    server.resetHandlers()
  })
  afterAll(() => server.close())
}

let current: RunningBackend | null = null

/** The backend under test of the running block (see forEachBackend). */
export function backend(): RunningBackend {
  if (!current) throw new Error('no backend under test: call forEachBackend()')
  return current
}

/**
 * The conformance suite: `suite` runs once per backend of tests/api/backends.ts,
 * each started for its block, back to the demo data before each test.
 */
export function forEachBackend(
  suite: () => void,
  backends: readonly BackendUnderTest[] = BACKENDS,
): void {
  describe.each(backends)('$name backend', (underTest) => {
    beforeAll(async () => {
      current = await underTest.start()
    }, 120_000)
    beforeEach(async () => {
      await backend().reset()
      forgetStepUps()
    })
    afterEach(() => {
      vi.useRealTimers()
    })
    afterAll(async () => {
      await current?.stop()
      current = null
    })
    suite()
  })
}

/** Where the API answers: the backend under test, else the embedded one of useMockApi(). */
const baseUrl = () => current?.baseUrl ?? TEST_API_BASE

export type Uid = DemoUid | (string & {})
const isDemoUid = (uid: Uid): uid is DemoUid =>
  uid === 'joueur' || uid === 'nouveau' || uid === 'operateur' || uid === 'operatrice'

/** The real API client with a fixed token (null: signed out). */
export function clientWith(token: string | null, onUnauthorized?: () => void): ApiClient {
  const base = baseUrl()
  return createApiClient({
    baseUrl: base,
    getToken: async () => token,
    onUnauthorized,
    timeoutMs: 2000,
    // An operator's token: his second factor enrolled and verified (step-up.ts).
    getSecondFactor: () => stepUpFor(base, token),
  })
}

/** The real API client of a demo player (of any mock user outside the conformance suite). */
export function clientFor(uid: Uid): ApiClient {
  const running = current
  const base = baseUrl()
  const tokenOf = async () =>
    running && isDemoUid(uid) ? running.tokenFor(uid) : mockBackend.auth.issueToken(uid)
  return createApiClient({
    baseUrl: base,
    getToken: tokenOf,
    // An operator: his second factor enrolled and verified (step-up.ts).
    getSecondFactor: async () => stepUpFor(base, await tokenOf()),
    // 100 requests at once on PGlite (one statement at a time) while the whole suite runs on
    // 2 cores: the last answers may take more than 5 s. A guard against a hang, not a measure.
    timeoutMs: 20_000,
  })
}

/** A token of the user whose exp is in the past. */
export function expiredToken(uid: Uid): string {
  const claims = decodeToken(mockBackend.auth.issueToken(uid))
  if (!claims) throw new Error('cannot decode a freshly issued token')
  const past = Math.floor(Date.now() / 1000) - 10
  return encodeToken({ ...claims, iat: past - 3600, auth_time: past - 3600, exp: past })
}

/** A body the contract rejects, sent anyway (the client does not validate requests). */
export function malformed<T>(value: unknown): T {
  return value as T
}

/** Raw fetch, for what the client would not send (no authorization header at all). */
export function rawFetch(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${baseUrl()}${path}`, init)
}

/** The step-up a verified operator sends (x-second-factor) with this bearer; null for a player. */
export function stepUpOf(bearer: string): Promise<string | null> {
  return stepUpFor(baseUrl(), bearer)
}

export const JOUEUR_TARGET = { accountId: 1, characterId: 1 } as const

/** A Storage kept in memory, standing for localStorage. */
export function memoryStorage(): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    get length() {
      return data.size
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  }
}

/** gtop100 calls back (its demo key unless told), for the reference of a vote link. */
export function gtop100Pingback(link: string | undefined, fields: Record<string, string> = {}) {
  const ref = new URL(link ?? '', 'http://x.test').searchParams.get('pingUsername') ?? ''
  return fetch(`${backend().baseUrl}/votes/pingback/gtop100`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      pingbackkey: 'demo-gtop100-key',
      VoterIP: backend().clientIp,
      Successful: '0',
      pingUsername: ref,
      ...fields,
    }),
  })
}

/** The default limits with room for 1 000 calls of each kind (tests of races, not of limits). */
export function roomyLimits(): LimitSettings {
  const actions = { ...DEFAULT_LIMITS.actions }
  for (const action of Object.keys(actions) as (keyof typeof actions)[]) {
    actions[action] = { ...actions[action], perPlayer: 1000, perIp: 1000 }
  }
  return { ...DEFAULT_LIMITS, actions }
}
