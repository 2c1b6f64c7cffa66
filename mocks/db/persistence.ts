import { readJson, writeJson } from '../storage'
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

export function saveDb(): void {
  writeJson(DB_STORAGE_KEY, snapshotDb())
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

/** Replaces the database with the stored snapshot; false (database untouched) when none is valid. */
export async function restoreDb(): Promise<boolean> {
  const stored = readJson(DB_STORAGE_KEY)
  if (!isSnapshot(stored)) return false
  for (const name of COLLECTION_NAMES) {
    for (const record of stored.collections[name]) {
      if (!RECORD_SCHEMAS[name].safeParse(record).success) return false
    }
  }
  await loadCollections(stored.collections)
  return true
}

/** Replaces every collection with the given records (a snapshot's collections). */
export async function loadCollections(collections: Snapshot['collections']): Promise<void> {
  for (const name of COLLECTION_NAMES) {
    db[name].clear()
    const collection = db[name] as unknown as { create(values: unknown): Promise<unknown> }
    for (const record of collections[name]) await collection.create(record)
  }
}
