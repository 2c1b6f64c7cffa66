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

export function writeJson(key: string, value: unknown): void {
  storage?.setItem(key, JSON.stringify(value))
}

export function removeKey(key: string): void {
  storage?.removeItem(key)
}
