import { readRaw, writeRaw } from '../storage'
import { COLLECTION_NAMES, RECORD_SCHEMAS, db, type CollectionName } from './collections'

/**
 * Write-through persistence. The stock persist() extension of @msw/data
 * flushes on `unload` only, which Chromium does not reliably fire: instead
 * every change is written at once, all collections under one key.
 */
export const DB_STORAGE_KEY = 'airflyff.mock.db'
const VERSION = 3

interface Snapshot {
  version: number
  collections: Record<CollectionName, unknown[]>
}

export function snapshotDb(): Snapshot {
  const collections = Object.fromEntries(
    COLLECTION_NAMES.map((name) => [name, db[name].all().map((record) => ({ ...record }))]),
  ) as Record<CollectionName, unknown[]>
  return { version: VERSION, collections }
}

/** The stored text this tab last read or wrote: another text means another tab wrote. */
let lastStored: string | null = null

/**
 * Writes the database through to storage. Throws when the storage refuses
 * (QuotaExceededError when full): the caller restores its state, and the
 * stored snapshot stays the previous one.
 */
export function saveDb(): void {
  const raw = JSON.stringify(snapshotDb())
  writeRaw(DB_STORAGE_KEY, raw)
  lastStored = raw
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

function isSnapshot(value: unknown): value is Snapshot {
  if (typeof value !== 'object' || value === null) return false
  const snapshot = value as Partial<Snapshot>
  return (
    snapshot.version === VERSION &&
    typeof snapshot.collections === 'object' &&
    COLLECTION_NAMES.every((name) => Array.isArray(snapshot.collections?.[name]))
  )
}

/** The stored text as a valid snapshot, or why it is not one. */
function parseSnapshot(raw: string): { ok: true; snapshot: Snapshot } | { ok: false; why: string } {
  let stored: unknown
  try {
    stored = JSON.parse(raw)
  } catch {
    return { ok: false, why: 'not JSON' }
  }
  if (!isSnapshot(stored)) return { ok: false, why: `not a version ${VERSION} snapshot` }
  for (const name of COLLECTION_NAMES) {
    for (const record of stored.collections[name]) {
      if (!RECORD_SCHEMAS[name].safeParse(record).success) {
        return { ok: false, why: `a record of ${name} is invalid` }
      }
    }
  }
  return { ok: true, snapshot: stored }
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
    try {
      writeRaw(UNREADABLE_DB_STORAGE_KEY, raw)
    } catch {
      // Storage full: the report stays.
    }
    return false
  }
  await loadCollections(parsed.snapshot.collections)
  lastStored = raw
  return true
}

/**
 * Before a change (under the cross-tab lock): when another tab stored a newer
 * snapshot, load it, so that the change applies to the shared state. An
 * unreadable one is reported and this tab's state stays.
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
}

/** Replaces every collection with the given records (a snapshot's collections). */
export async function loadCollections(collections: Snapshot['collections']): Promise<void> {
  for (const name of COLLECTION_NAMES) {
    db[name].clear()
    const collection = db[name] as unknown as { create(values: unknown): Promise<unknown> }
    for (const record of collections[name]) await collection.create(record)
  }
}
