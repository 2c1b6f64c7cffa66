import { IDBFactory } from 'fake-indexeddb'
import { indexedDbCommitLog, pageCommitLog, type CommitLog } from '@mocks/db/commits'
import { DB_STORAGE_KEY, restoreDb, useCommitLog } from '@mocks/db/persistence'
import { useStorage } from '@mocks/storage'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { JOUEUR_TARGET, clientFor, memoryStorage, mockBackend, useMockApi } from './helpers'

/**
 * Two tabs share the stored database; this process plays one of them. The
 * other tab is simulated: it commits a snapshot and records its number in the
 * commit log (IndexedDB), while its localStorage write reaches this tab late,
 * as Chromium delivers it to other renderer processes (docs/decisions/021).
 */
useMockApi()

/** This tab's view of localStorage: the other tab's writes show up on deliver(). */
function laggingStorage() {
  const storage = memoryStorage()
  const { data } = storage
  const inFlight = new Map<string, string>()
  return {
    storage,
    sendFromOtherTab: (key: string, value: string) => void inFlight.set(key, value),
    deliver() {
      for (const [key, value] of inFlight) data.set(key, value)
      inFlight.clear()
    },
  }
}

interface StoredSnapshot {
  version: number
  seq: number
  collections: { profiles: { uid: string; points: number }[]; ledger: unknown[] }
}

let view: ReturnType<typeof laggingStorage>
let log: CommitLog

const stored = (): StoredSnapshot => JSON.parse(view.storage.getItem(DB_STORAGE_KEY) ?? 'null')
const joueurPoints = () =>
  (mockBackend.db.all('profiles') as { uid: string; points: number }[]).find(
    (profile) => profile.uid === 'joueur',
  )?.points
const transfer = (amount: number) =>
  clientFor('joueur').shop.order({ body: { ...JOUEUR_TARGET, amount } })

/** The other tab spends joueur's whole balance: recorded as committed, its snapshot still on its way. */
async function otherTabSpendsEverything(): Promise<number> {
  const snapshot = stored()
  for (const profile of snapshot.collections.profiles) {
    if (profile.uid === 'joueur') profile.points = 0
  }
  snapshot.seq += 1
  view.sendFromOtherTab(DB_STORAGE_KEY, JSON.stringify(snapshot))
  await log.record(snapshot.seq)
  return snapshot.seq
}

/** Starts a request and tells whether it has answered yet. */
function track<T>(request: Promise<T>) {
  const state = { answered: false }
  void request.then(() => (state.answered = true))
  return { request, state }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

beforeEach(async () => {
  view = laggingStorage()
  log = indexedDbCommitLog(new IDBFactory())
  useStorage(view.storage)
  useCommitLog(log, { timeoutMs: 5000, pollMs: 10 })
  await mockBackend.resetDb()
})
afterEach(() => {
  useCommitLog(null)
  useStorage(null)
  vi.unstubAllGlobals()
})

describe('the last committed change, whatever the tab', () => {
  it('numbers each stored snapshot and records it as committed before the lock is released', async () => {
    const first = stored().seq
    expect(await log.latest()).toBe(first)

    const calls: string[] = []
    useCommitLog({
      latest: async () => {
        const seq = await log.latest()
        calls.push(`read ${seq - first}`)
        return seq
      },
      record: async (seq) => {
        await log.record(seq)
        calls.push(`recorded ${seq - first}`)
      },
    })
    const answers = await Promise.all([transfer(100), transfer(200)])
    expect(answers.map((answer) => answer.status)).toEqual([201, 201])
    // Each transaction (the reads of the game accounts too) reads the last number recorded: the
    // second writer reads the number the first one recorded.
    expect(calls.filter((call) => call.startsWith('recorded'))).toEqual([
      'recorded 1',
      'recorded 2',
    ])
    const firstRecord = calls.indexOf('recorded 1')
    expect(calls.slice(0, firstRecord).every((call) => call === 'read 0')).toBe(true)
    expect(calls.slice(firstRecord + 1, -1).every((call) => call === 'read 1')).toBe(true)
    expect(calls.slice(firstRecord + 1, -1)).not.toHaveLength(0)
    expect(stored().seq).toBe(first + 2)
    expect(await log.latest()).toBe(first + 2)
  })

  it('waits for the snapshot the commit log names, then applies the change to it: no overdraw', async () => {
    await otherTabSpendsEverything()
    const { request, state } = track(transfer(1500))
    await pause(100)
    expect(state.answered).toBe(false)
    view.deliver()
    expect(await request).toMatchObject({ status: 400, body: { message: 'insufficient balance' } })
    expect((await clientFor('joueur').profile.get()).body).toMatchObject({ points: 0 })
  })

  it("wakes on the page's storage event, without waiting for the next look", async () => {
    const page = new EventTarget()
    vi.stubGlobal('addEventListener', page.addEventListener.bind(page))
    vi.stubGlobal('removeEventListener', page.removeEventListener.bind(page))
    useCommitLog(log, { timeoutMs: 20_000, pollMs: 10_000 })
    await otherTabSpendsEverything()
    const started = Date.now()
    const { request } = track(transfer(1500))
    await pause(50)
    view.deliver()
    page.dispatchEvent(new Event('storage'))
    expect((await request).status).toBe(400)
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('refuses the change when that snapshot does not arrive in time, and changes nothing', async () => {
    useCommitLog(log, { timeoutMs: 150, pollMs: 10 })
    const before = view.storage.getItem(DB_STORAGE_KEY)
    const ledgerRows = mockBackend.db.all('ledger').length
    const committed = await otherTabSpendsEverything()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})

    const answer = await transfer(1500)
    expect(answer).toMatchObject({ status: 500, body: { message: 'Server Error' } })
    expect(String(error.mock.calls[0]?.[1])).toMatch(/behind the last committed change/)
    error.mockRestore()
    // Not applied to the stale state: nothing in memory, in storage or in the commit log.
    expect(joueurPoints()).toBe(1500)
    expect(mockBackend.db.all('ledger')).toHaveLength(ledgerRows)
    expect(view.storage.getItem(DB_STORAGE_KEY)).toBe(before)
    expect(await log.latest()).toBe(committed)

    // Once the snapshot arrives, the next change sees the other tab's transfer.
    view.deliver()
    expect((await transfer(1500)).status).toBe(400)
    expect(joueurPoints()).toBe(0)
  })

  it('a write refused (storage full) records nothing as committed', async () => {
    const committed = await log.latest()
    const before = view.storage.getItem(DB_STORAGE_KEY)
    useStorage({
      ...view.storage,
      getItem: (key) => view.storage.getItem(key),
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      },
    })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect((await transfer(100)).status).toBe(500)
    error.mockRestore()
    expect(await log.latest()).toBe(committed)
    expect(view.storage.getItem(DB_STORAGE_KEY)).toBe(before)
    expect(joueurPoints()).toBe(1500)
  })

  it('a reset goes ahead when that snapshot never arrives, numbered after it', async () => {
    useCommitLog(log, { timeoutMs: 100, pollMs: 10 })
    const committed = await otherTabSpendsEverything()
    await mockBackend.resetDb()
    expect(stored().seq).toBe(committed + 1)
    expect(await log.latest()).toBe(committed + 1)
    // Back on the shared track: the next change waits for nothing.
    expect((await transfer(100)).status).toBe(201)
  })
})

describe('the commit log', () => {
  it('is IndexedDB in a page, and none without IndexedDB or Web Locks (as in Node)', async () => {
    expect(await pageCommitLog()).toBeNull()
    vi.stubGlobal('indexedDB', new IDBFactory())
    expect(await pageCommitLog()).toBeNull()
    vi.stubGlobal('navigator', { locks: {} })
    const pageLog = await pageCommitLog()
    expect(await pageLog?.latest()).toBe(0)
    await pageLog?.record(7)
    expect(await pageLog?.latest()).toBe(7)
  })

  it('a stored snapshot of the previous version (not numbered) is reported once, then replaced at once', async () => {
    useCommitLog(log, { timeoutMs: 5000, pollMs: 10 })
    const { seq: _seq, ...previous } = { ...stored(), version: 3 }
    view.storage.setItem(DB_STORAGE_KEY, JSON.stringify(previous))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    // As a page starts: restore, else the demo data.
    const started = Date.now()
    expect(await restoreDb()).toBe(false)
    await mockBackend.resetDb()
    expect(Date.now() - started).toBeLessThan(1000)
    expect(mockBackend.storedDbProblem()?.message).toMatch(
      /not a version 7 snapshot\): demo data loaded instead/,
    )
    expect(warn).toHaveBeenCalledOnce()
    expect(stored()).toMatchObject({ version: 7, seq: await log.latest() })
  })
})
