import { encodeToken, decodeToken } from '@mocks/auth/jwt'
import { mockBackend, server, TEST_API_BASE } from '@mocks/node'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { createApiClient, type ApiClient } from '@/api/client'

export { mockBackend, TEST_API_BASE }

/** msw on for the file, demo data and no faults before each test. */
export function useMockApi(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  beforeEach(async () => {
    mockBackend.faults.clearAll()
    await mockBackend.resetDb()
  })
  afterEach(() => {
    vi.useRealTimers()
    server.resetHandlers()
  })
  afterAll(() => server.close())
}

export type Uid = 'joueur' | 'nouveau' | (string & {})

/** The real API client with a fixed token (null: signed out). */
export function clientWith(token: string | null, onUnauthorized?: () => void): ApiClient {
  return createApiClient({
    baseUrl: TEST_API_BASE,
    getToken: async () => token,
    onUnauthorized,
    timeoutMs: 2000,
  })
}

export function clientFor(uid: Uid): ApiClient {
  return clientWith(mockBackend.auth.issueToken(uid))
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
  return fetch(`${TEST_API_BASE}${path}`, init)
}

export const JOUEUR_TARGET = { accountId: 1, characterId: 1 } as const
