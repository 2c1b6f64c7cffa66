import { describe, expect, it, vi } from 'vitest'
import { createApiClient } from '@/shared/api/client'
import { contractRoutes } from './fuzz'
import { JOUEUR_TARGET, TEST_API_BASE, clientFor, mockBackend, useMockApi } from './helpers'

useMockApi()

describe('fault injection', () => {
  it('makes one endpoint answer the chosen status, and only that one', async () => {
    mockBackend.faults.set('shop.order', { kind: 'status', status: 409 })
    const order = await clientFor('joueur').shop.order({ body: { ...JOUEUR_TARGET, amount: 10 } })
    expect(order).toMatchObject({ status: 409, body: { message: 'injected fault 409' } })
    expect((await clientFor('joueur').profile.get()).body).toEqual({
      points: 1500,
      monthPoints: 1150,
    })
    expect(mockBackend.faults.list()).toEqual([
      { key: 'shop.order', fault: { kind: 'status', status: 409 } },
    ])
  })

  it('reaches a call whose path has a parameter, and no other call', async () => {
    const api = clientFor('joueur')
    const made = await api.shop.order({ body: { ...JOUEUR_TARGET, amount: 10 } })
    if (made.status !== 201) throw new Error(`transfer answered ${made.status}`)
    const { deliveryId } = made.body.delivery
    mockBackend.faults.set('deliveries.one', { kind: 'status', status: 500 })
    expect(await api.deliveries.one({ params: { deliveryId } })).toMatchObject({ status: 500 })
    expect((await api.deliveries.list()).status).toBe(200)
    mockBackend.faults.clear('deliveries.one')
    expect(await api.deliveries.one({ params: { deliveryId } })).toMatchObject({
      status: 200,
      body: { deliveryId },
    })
  })

  it('loses an answer after carrying out the request, `times` answers in a row', async () => {
    mockBackend.faults.set('shop.order', { kind: 'lostAnswer', times: 1 })
    const api = clientFor('joueur')
    const lost = await api.shop.order({ body: { ...JOUEUR_TARGET, amount: 100 } })
    expect(lost).toMatchObject({ status: 0, body: { message: 'network' } })
    // It happened all the same.
    expect((await api.profile.get()).body).toMatchObject({ points: 1400 })
    expect(mockBackend.faults.list()).toEqual([])
    expect((await api.shop.order({ body: { ...JOUEUR_TARGET, amount: 100 } })).status).toBe(201)
  })

  it('simulates a network failure: the client resolves to status 0 "network"', async () => {
    mockBackend.faults.set('profile.get', { kind: 'network' })
    expect(await clientFor('joueur').profile.get()).toMatchObject({
      status: 0,
      body: { message: 'network' },
    })
    mockBackend.faults.clear('profile.get')
    expect((await clientFor('joueur').profile.get()).status).toBe(200)
  })

  it('delays an answer: past the client timeout it resolves to status 0 "timeout"', async () => {
    mockBackend.faults.set('ranking.characters', { kind: 'delay', ms: 300 })
    const started = Date.now()
    const answer = clientFor('joueur').ranking.characters()
    // While it waits, the request has reached the backend, and is counted as held.
    await vi.waitFor(() => expect(mockBackend.faults.held('ranking.characters')).toBe(1))
    expect(mockBackend.faults.held('profile.get')).toBe(0)
    expect((await answer).status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
    expect(mockBackend.faults.held('ranking.characters')).toBe(0)
    const impatient = createApiClient({
      baseUrl: TEST_API_BASE,
      getToken: async () => mockBackend.auth.issueToken('joueur'),
      timeoutMs: 50,
    })
    expect(await impatient.ranking.characters()).toMatchObject({
      status: 0,
      body: { message: 'timeout' },
    })
  })

  it('refuses an unknown endpoint or fault, and clearAll removes every fault', () => {
    expect(() => mockBackend.faults.set('shop.nope', { kind: 'network' })).toThrow(
      /Unknown endpoint/,
    )
    expect(() => mockBackend.faults.set('shop.order', { kind: 'status', status: 42 })).toThrow(
      /Invalid fault/,
    )
    mockBackend.faults.set('votes.list', { kind: 'network' })
    mockBackend.faults.set('votes.request', { kind: 'status', status: 500 })
    mockBackend.faults.clearAll()
    expect(mockBackend.faults.list()).toEqual([])
    // One per call of the contract.
    expect(mockBackend.faults.endpoints.map((endpoint) => endpoint.key).sort()).toEqual(
      contractRoutes()
        .map(([key]) => key)
        .sort(),
    )
  })
})
