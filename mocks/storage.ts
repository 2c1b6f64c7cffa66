/**
 * Where the mock backend keeps its state between page loads: localStorage in
 * the browser, nothing in Node (tests and the standalone server start afresh).
 */
let storage: Storage | null = null

export function useStorage(next: Storage | null): void {
  storage = next
}

export function readJson(key: string): unknown {
  const raw = storage?.getItem(key)
  if (!raw) return undefined
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return undefined
  }
}

/** The stored text of a key, or null (nothing stored, or no storage). */
export function readRaw(key: string): string | null {
  return storage?.getItem(key) ?? null
}

/** Stores text under a key; throws what the storage throws (QuotaExceededError when full). */
export function writeRaw(key: string, value: string): void {
  storage?.setItem(key, value)
}

export function writeJson(key: string, value: unknown): void {
  storage?.setItem(key, JSON.stringify(value))
}

export function removeKey(key: string): void {
  storage?.removeItem(key)
}
