import { withLock } from '../lock'
import { loadCollections, saveDb, snapshotDb, syncFromStorage } from './persistence'

/**
 * Runs `task` alone (the lock of this tab and, in a browser, of every tab),
 * on the latest stored state: another tab's writes are loaded first.
 */
export function exclusive<T>(task: () => T | Promise<T>): Promise<T> {
  return withLock(async () => {
    await syncFromStorage()
    return task()
  })
}

/**
 * Runs a change outside of any API request (auth service, admin actions)
 * exclusively, then writes the database through to storage; when the change
 * or the write fails (storage full), the database goes back to its state
 * before, and nothing is half-applied.
 * Never call it from an API handler: requests already hold the lock.
 */
export function mutate<T>(change: () => T | Promise<T>): Promise<T> {
  return exclusive(async () => {
    const before = snapshotDb().collections
    try {
      const result = await change()
      saveDb()
      return result
    } catch (error) {
      await loadCollections(before)
      throw error
    }
  })
}
