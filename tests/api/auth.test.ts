import { describe, expect, it, vi } from 'vitest'
import { configureBackend } from '@mocks/config'
import { encodeToken } from '@mocks/auth/jwt'
import { clientWith, expiredToken, mockBackend, rawFetch, useMockApi } from './helpers'

useMockApi()

const PERSONAL = [
  ['GET', '/me/profile'],
  ['GET', '/me/accounts'],
  ['POST', '/me/accounts'],
  ['PUT', '/me/accounts'],
  ['GET', '/me/votes'],
  ['POST', '/me/votes/request'],
  ['POST', '/me/votes/validate'],
  ['POST', '/shop/checkout'],
  ['POST', '/shop/order'],
  ['GET', '/me/fidelity/rewards'],
  ['POST', '/me/fidelity/rewards/claim'],
] as const

describe('bearer check on every personal call', () => {
  it.each(PERSONAL)('%s %s answers 401 without an authorization header', async (method, path) => {
    const body = method === 'GET' ? undefined : '{}'
    const response = await rawFetch(path, {
      method,
      body,
      headers: { 'content-type': 'application/json' },
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'missing bearer token' })
  })

  it.each(PERSONAL)('%s %s answers 401 to an expired token', async (method, path) => {
    const body = method === 'GET' ? undefined : '{}'
    const response = await rawFetch(path, {
      method,
      body,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${expiredToken('joueur')}`,
      },
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'token expired' })
  })

  it('accepts a token until its exp, then refuses it, and the client reports it once retried', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-10T12:00:00Z'))
    const token = mockBackend.auth.issueToken('joueur')
    const onUnauthorized = vi.fn()
    const api = clientWith(token, onUnauthorized)
    expect((await api.profile.get()).status).toBe(200)
    vi.setSystemTime(new Date('2026-03-10T12:59:59Z'))
    expect((await api.profile.get()).status).toBe(200)
    vi.setSystemTime(new Date('2026-03-10T13:00:00Z'))
    const late = await api.profile.get()
    expect(late.status).toBe(401)
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('refuses a malformed token and the token of an unknown user', async () => {
    expect((await clientWith('not-a-jwt').profile.get()).status).toBe(401)
    const ghost = encodeToken({
      ...JSON.parse(atob(mockBackend.auth.issueToken('joueur').split('.')[1] ?? '')),
      user_id: 'ghost',
      sub: 'ghost',
    })
    const answer = await clientWith(ghost).profile.get()
    expect(answer).toMatchObject({ status: 401, body: { message: 'unknown user' } })
  })

  it('creates an unknown user carrying an email when acceptUnknownUsers is on', async () => {
    const now = Math.floor(Date.now() / 1000)
    const emulatorToken = encodeToken({
      user_id: 'emu-1',
      sub: 'emu-1',
      email: 'emu@portail.test',
      email_verified: true,
      iat: now,
      exp: now + 3600,
      auth_time: now,
      iss: 'https://securetoken.google.com/demo-airflyff',
      aud: 'demo-airflyff',
      firebase: { sign_in_provider: 'password', identities: { email: ['emu@portail.test'] } },
    })
    configureBackend({ acceptUnknownUsers: true })
    try {
      const answer = await clientWith(emulatorToken).profile.get()
      expect(answer).toMatchObject({ status: 200, body: { points: 0, monthPoints: 0 } })
      expect(mockBackend.auth.getUser('emu-1')?.email).toBe('emu@portail.test')
    } finally {
      configureBackend({ acceptUnknownUsers: false })
    }
  })
})
