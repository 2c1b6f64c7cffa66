import {
  DB_STORAGE_KEY,
  UNREADABLE_DB_STORAGE_KEY,
  restoreDb,
  saveDb,
  storedDbProblem,
} from '@mocks/db/persistence'
import { DEMO_USERS } from '@backend/demo/demo'
import { useStorage } from '@mocks/storage'
import { FAULTS_STORAGE_KEY } from '@mocks/faults'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { JOUEUR_TARGET, clientFor, memoryStorage, mockBackend, useMockApi } from './helpers'

useMockApi()

let storage: ReturnType<typeof memoryStorage>
beforeEach(() => {
  storage = memoryStorage()
  useStorage(storage)
})
afterEach(() => useStorage(null))

describe('write-through persistence', () => {
  it('writes every collection after each mutating request, under one key', async () => {
    saveDb()
    const before = storage.getItem(DB_STORAGE_KEY)
    expect(
      (await clientFor('joueur').shop.order({ body: { ...JOUEUR_TARGET, amount: 100 } })).status,
    ).toBe(201)
    const after = storage.getItem(DB_STORAGE_KEY)
    expect(after).not.toBe(before)
    expect(JSON.parse(after ?? '{}').collections.profiles).toContainEqual(
      expect.objectContaining({ uid: 'joueur', points: 1400 }),
    )
  })

  it('restores the stored state over a fresh seed (a full page load)', async () => {
    await clientFor('joueur').shop.order({ body: { ...JOUEUR_TARGET, amount: 250 } })
    await mockBackend.auth.signUp('persiste@portail.test', 'Persiste1')
    const stored = storage.getItem(DB_STORAGE_KEY)
    useStorage(null)
    await mockBackend.resetDb()
    expect((await clientFor('joueur').profile.get()).body).toMatchObject({ points: 1500 })
    useStorage(storage)
    expect(storage.getItem(DB_STORAGE_KEY)).toBe(stored)
    expect(await restoreDb()).toBe(true)
    expect((await clientFor('joueur').profile.get()).body).toMatchObject({ points: 1250 })
    await expect(
      mockBackend.auth.signInWithPassword('persiste@portail.test', 'Persiste1'),
    ).resolves.toBeDefined()
  })

  it('keeps the database when nothing valid is stored, and reports an unreadable snapshot', async () => {
    expect(await restoreDb()).toBe(false)
    const seededUsers = mockBackend.db.count('users')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const unreadable = '{"version":1,"collections":{"users":[{"uid":1}]}}'
    storage.setItem(DB_STORAGE_KEY, unreadable)
    expect(await restoreDb()).toBe(false)
    expect(mockBackend.db.count('users')).toBe(seededUsers)
    expect(seededUsers).toBe(Object.keys(DEMO_USERS).length)
    expect(storedDbProblem()?.message).toMatch(/unreadable/)
    expect(mockBackend.storedDbProblem()).toEqual(storedDbProblem())
    expect(storage.getItem(UNREADABLE_DB_STORAGE_KEY)).toBe(unreadable)
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })

  it('stores faults too, and restores them', () => {
    mockBackend.faults.set('shop.order', { kind: 'delay', ms: 10 })
    expect(JSON.parse(storage.getItem(FAULTS_STORAGE_KEY) ?? '{}')).toEqual({
      'shop.order': { kind: 'delay', ms: 10 },
    })
    storage.setItem(
      FAULTS_STORAGE_KEY,
      JSON.stringify({ 'votes.list': { kind: 'network' }, bogus: { kind: 'x' } }),
    )
    mockBackend.faults.restore()
    expect(mockBackend.faults.list()).toEqual([{ key: 'votes.list', fault: { kind: 'network' } }])
    mockBackend.faults.clearAll()
  })
})

/** A storage that refuses every write, as a full localStorage does. */
function fullStorage(from: Storage): Storage {
  return {
    ...from,
    getItem: (key) => from.getItem(key),
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    },
  }
}

describe('one stored database shared by several tabs', () => {
  it('loads what another tab stored before changing anything: no overdraw', async () => {
    saveDb()
    // Another tab transfers the whole balance and stores its snapshot.
    const other = JSON.parse(storage.getItem(DB_STORAGE_KEY) ?? '{}')
    for (const profile of other.collections.profiles) {
      if (profile.uid === 'joueur') profile.points = 0
    }
    storage.setItem(DB_STORAGE_KEY, JSON.stringify(other))
    const answer = await clientFor('joueur').shop.order({
      body: { ...JOUEUR_TARGET, amount: 1500 },
    })
    expect(answer).toMatchObject({ status: 400, body: { message: 'insufficient balance' } })
    expect((await clientFor('joueur').profile.get()).body).toMatchObject({ points: 0 })
  })

  it('a transfer whose write fails (storage full) changes nothing, in memory or stored', async () => {
    saveDb()
    const stored = storage.getItem(DB_STORAGE_KEY)
    const ledgerRows = mockBackend.db.all('ledger').length
    useStorage(fullStorage(storage))
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const answer = await clientFor('joueur').shop.order({ body: { ...JOUEUR_TARGET, amount: 100 } })
    expect(answer.status).toBe(500)
    error.mockRestore()
    expect((await clientFor('joueur').profile.get()).body).toMatchObject({ points: 1500 })
    expect(mockBackend.db.all('ledger')).toHaveLength(ledgerRows)
    expect(storage.getItem(DB_STORAGE_KEY)).toBe(stored)
  })

  it('an account change whose write fails (storage full) leaves nothing half-applied', async () => {
    saveDb()
    const users = mockBackend.db.count('users')
    useStorage(fullStorage(storage))
    await expect(mockBackend.auth.signUp('plein@portail.test', 'Plein1234')).rejects.toThrow()
    expect(mockBackend.db.count('users')).toBe(users)
  })
})
