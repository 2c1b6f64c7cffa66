import { z } from 'zod'
import { readRaw, writeRaw } from '../storage'
import { COLLECTION_NAMES, RECORD_SCHEMAS, db, type CollectionName } from './collections'
import type { CommitLog } from './commits'

/**
 * Write-through persistence. The stock persist() extension of @msw/data
 * flushes on `unload` only, which Chromium does not reliably fire: instead
 * every change is written at once, all collections under one key.
 */
export const DB_STORAGE_KEY = 'airflyff.mock.db'
/** 4: each snapshot carries `seq`, the number of the change that stored it. */
const VERSION = 7

interface Snapshot {
  version: number
  /** Numbers the stored snapshots in the order they were committed, across tabs. */
  seq: number
  collections: Record<CollectionName, unknown[]>
}

/** The stored text this tab last read or wrote: another text means another tab wrote. */
let lastStored: string | null = null
/** The number of the snapshot this tab's state was loaded from or stored as (0: none). */
let held = 0

export function snapshotDb(seq: number = held): Snapshot {
  const collections = Object.fromEntries(
    COLLECTION_NAMES.map((name) => [name, db[name].all().map((record) => ({ ...record }))]),
  ) as Record<CollectionName, unknown[]>
  return { version: VERSION, seq, collections }
}

/**
 * Where the tabs of a page record the number of the last committed snapshot
 * (IndexedDB, see commits.ts), or null: in Node (tests, standalone server),
 * or without IndexedDB or Web Locks, changes never wait.
 */
let commits: CommitLog | null = null

/**
 * How long a lock holder waits for a snapshot still on its way from another
 * tab (Chromium delivers it within milliseconds), and how often it looks
 * again between two `storage` events.
 */
const WAITING = { timeoutMs: 3000, pollMs: 25 }
let waiting = WAITING

export function useCommitLog(log: CommitLog | null, timing: Partial<typeof WAITING> = {}): void {
  commits = log
  waiting = { ...WAITING, ...timing }
}

/** The last committed number read by the current lock holder. */
let committed = 0
/** The number this lock holder stored and has not recorded in the commit log yet. */
let unrecorded: number | null = null

/**
 * Writes the database through to storage, numbered after every snapshot
 * committed so far. Throws when the storage refuses (QuotaExceededError when
 * full): the caller restores its state, and the stored snapshot stays the
 * previous one. recordCommit() then publishes the number, before the lock is
 * released.
 */
export function saveDb(): void {
  const seq = Math.max(held, committed) + 1
  const raw = JSON.stringify(snapshotDb(seq))
  writeRaw(DB_STORAGE_KEY, raw)
  lastStored = raw
  held = seq
  unrecorded = seq
}

/**
 * Under the cross-tab lock, after a change: records the number of the snapshot
 * it stored (if any) in the commit log and waits until that is complete, so
 * that the next lock holder, in any tab, waits for this snapshot. Should
 * IndexedDB fail here, the change stays stored and the request fails, like an
 * answer lost on its way (a retry with the same idempotency key finds it).
 */
export async function recordCommit(): Promise<void> {
  const seq = unrecorded
  unrecorded = null
  if (seq !== null && commits) await commits.record(seq)
}

/** The stored snapshot stayed behind the commit log: the change is refused, nothing changes. */
export class StaleStorageError extends Error {
  constructor(stored: number, latest: number, timeoutMs: number) {
    super(
      `stored database behind the last committed change (${stored} < ${latest}) after ${timeoutMs} ms: ` +
        'change refused (a data reset starts afresh)',
    )
    this.name = 'StaleStorageError'
  }
}

/**
 * The number of the stored snapshot this tab sees: 0 when none is stored (the
 * first write may still be on its way), null when it is no snapshot of this
 * version (only a hand edit stores one: nothing to wait for, syncFromStorage()
 * reports it). A quick look: its records are checked when it is loaded.
 */
function storedSeq(): number | null {
  const raw = readRaw(DB_STORAGE_KEY)
  if (raw === null) return 0
  try {
    const stored = JSON.parse(raw) as Partial<Snapshot> | null
    return stored?.version === VERSION && Number.isInteger(stored.seq) ? Number(stored.seq) : null
  } catch {
    return null
  }
}

/** Resolves on the next `storage` event of the page (another tab wrote), or after `ms`. */
function storageChangeOr(ms: number): Promise<void> {
  const page = globalThis as Partial<Pick<Window, 'addEventListener' | 'removeEventListener'>>
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      page.removeEventListener?.('storage', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    page.addEventListener?.('storage', done)
  })
}

/**
 * Under the cross-tab lock, before a change: brings this tab to the last
 * committed state. While the stored snapshot this tab sees is older than the
 * commit log says (another tab's write still on its way), waits for it, then
 * loads it. When it does not arrive in time, throws StaleStorageError: a
 * change never applies to stale state. Only a change that replaces the whole
 * state (the reset) goes ahead then, as it depends on nothing it replaces.
 */
export async function syncToLastCommit({ replacesState = false } = {}): Promise<void> {
  committed = commits ? await commits.latest() : 0
  const deadline = Date.now() + waiting.timeoutMs
  for (let stored = storedSeq(); stored !== null && stored < committed; stored = storedSeq()) {
    const left = deadline - Date.now()
    if (left <= 0) {
      if (replacesState) break
      throw new StaleStorageError(stored, committed, waiting.timeoutMs)
    }
    await storageChangeOr(Math.min(waiting.pollMs, left))
  }
  await syncFromStorage()
}

/** Where an unreadable stored snapshot is kept aside, untouched, for inspection. */
export const UNREADABLE_DB_STORAGE_KEY = `${DB_STORAGE_KEY}.unreadable`

export interface StoredDbProblem {
  /** When it was found (ISO date). */
  at: string
  message: string
}

let problem: StoredDbProblem | null = null

/**
 * The stored snapshot that could not be read at start or on a later sync, or
 * null: what the dev panel shows (« base simulée illisible »...) instead of a
 * silent reset.
 */
export function storedDbProblem(): StoredDbProblem | null {
  return problem
}

function report(message: string): void {
  problem = { at: new Date().toISOString(), message }
  console.warn(`[mock] ${message}`)
}

/** Each collection: a list of records its schema accepts (empty when a newer one is missing). */
function collectionsSchema() {
  const shape: Partial<Record<CollectionName, z.ZodDefault<z.ZodArray<z.ZodTypeAny>>>> = {}
  // A collection added since the snapshot was stored starts empty.
  for (const name of COLLECTION_NAMES) shape[name] = z.array(RECORD_SCHEMAS[name]).default([])
  return z.object(
    shape as Record<CollectionName, z.ZodDefault<z.ZodArray<z.ZodTypeAny>>>,
  ) as unknown as z.ZodType<Snapshot['collections']>
}

/** A stored snapshot: this version, and every collection with records its schema accepts. */
const StoredSnapshotSchema = z.object({
  version: z.literal(VERSION),
  seq: z.number().int(),
  collections: collectionsSchema(),
})

/** The stored text as a valid snapshot, or why it is not one. */
function parseSnapshot(raw: string): { ok: true; snapshot: Snapshot } | { ok: false; why: string } {
  let stored: unknown
  try {
    stored = JSON.parse(raw)
  } catch {
    return { ok: false, why: 'not JSON' }
  }
  const parsed = StoredSnapshotSchema.safeParse(stored)
  if (parsed.success) return { ok: true, snapshot: parsed.data }
  // A record's issue is at collections.<name>.<index>.…; any other is the snapshot's own.
  const [where, name, index] = parsed.error.issues[0]?.path ?? []
  if (where === 'collections' && typeof index === 'number') {
    return { ok: false, why: `a record of ${String(name)} is invalid` }
  }
  return { ok: false, why: `not a version ${VERSION} snapshot` }
}

/**
 * Replaces the database with the stored snapshot; false (database untouched)
 * when none is stored or it is unreadable. An unreadable one is reported
 * (storedDbProblem()) and kept aside under UNREADABLE_DB_STORAGE_KEY.
 */
export async function restoreDb(): Promise<boolean> {
  const raw = readRaw(DB_STORAGE_KEY)
  if (raw === null) return false
  const parsed = parseSnapshot(raw)
  if (!parsed.ok) {
    report(`stored database unreadable (${parsed.why}): demo data loaded instead`)
    // Reported once: the next sync finds it already read.
    lastStored = raw
    try {
      writeRaw(UNREADABLE_DB_STORAGE_KEY, raw)
    } catch {
      // Storage full: the report stays.
    }
    return false
  }
  await loadCollections(parsed.snapshot.collections)
  lastStored = raw
  held = parsed.snapshot.seq
  return true
}

/**
 * Under the cross-tab lock: when another tab stored a newer snapshot, load it
 * (before a change, through syncToLastCommit(), so that the change applies to
 * the shared state). An unreadable one is reported and this tab's state stays.
 */
export async function syncFromStorage(): Promise<void> {
  const raw = readRaw(DB_STORAGE_KEY)
  if (raw === null || raw === lastStored) return
  const parsed = parseSnapshot(raw)
  if (!parsed.ok) {
    report(`stored database unreadable (${parsed.why}): this tab's state is kept`)
    lastStored = raw
    return
  }
  await loadCollections(parsed.snapshot.collections)
  lastStored = raw
  held = parsed.snapshot.seq
}

/** Replaces every collection with the given records (a snapshot's collections). */
export async function loadCollections(collections: Snapshot['collections']): Promise<void> {
  for (const name of COLLECTION_NAMES) {
    db[name].clear()
    const collection = db[name] as unknown as { create(values: unknown): Promise<unknown> }
    for (const record of collections[name]) await collection.create(record)
  }
}
