import { describe, expect, it, vi } from 'vitest'
import { createApiClient } from '@/shared/api/client'
import { clientWith, expiredToken, mockBackend, TEST_API_BASE, useMockApi } from './helpers'

useMockApi()

describe('the API client', () => {
  it('calls public routes without a token', async () => {
    const api = clientWith(null)
    const ranking = await api.ranking.characters()
    expect(ranking.status).toBe(200)
    const rewards = await api.fidelity.rewards()
    expect(rewards.status).toBe(200)
  })

  it('answers 401 for a personal route when signed out, without calling the server', async () => {
    const onUnauthorized = vi.fn()
    const api = clientWith(null, onUnauthorized)
    const profile = await api.profile.get()
    expect(profile).toMatchObject({ status: 401, body: { message: 'not signed in' } })
  })

  it('refreshes the token once on a 401 and retries', async () => {
    const getToken = vi.fn(async (force: boolean) =>
      force ? mockBackend.auth.issueToken('joueur') : expiredToken('joueur'),
    )
    const onUnauthorized = vi.fn()
    const api = createApiClient({ baseUrl: TEST_API_BASE, getToken, onUnauthorized })
    const profile = await api.profile.get()
    expect(profile.status).toBe(200)
    expect(getToken.mock.calls.map(([force]) => force)).toEqual([false, true])
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('signs out when the refreshed token is refused too', async () => {
    const onUnauthorized = vi.fn()
    const api = createApiClient({
      baseUrl: TEST_API_BASE,
      getToken: async () => expiredToken('joueur'),
      onUnauthorized,
    })
    expect((await api.profile.get()).status).toBe(401)
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('returns a network failure and a timeout as results', async () => {
    mockBackend.faults.set('ranking.characters', { kind: 'network' })
    expect(await clientWith(null).ranking.characters()).toMatchObject({
      status: 0,
      body: { message: 'network' },
    })
    mockBackend.faults.set('ranking.characters', { kind: 'delay', ms: 500 })
    const slow = createApiClient({
      baseUrl: TEST_API_BASE,
      getToken: async () => null,
      timeoutMs: 50,
    })
    expect(await slow.ranking.characters()).toMatchObject({
      status: 0,
      body: { message: 'timeout' },
    })
  })
})
