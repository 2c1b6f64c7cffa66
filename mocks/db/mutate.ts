import { withLock } from '../lock'
import { loadCollections, recordCommit, saveDb, snapshotDb, syncToLastCommit } from './persistence'

export interface ExclusiveOptions {
  /**
   * The task replaces the whole state (the reset): when the last committed
   * snapshot does not reach this tab in time, it goes ahead all the same
   * instead of failing.
   */
  replacesState?: boolean
}

/**
 * Runs `task` alone (the lock of this tab and, in a browser, of every tab),
 * on the last committed state: another tab's writes are loaded first, waiting
 * for one still on its way (docs/decisions/021). What the task stores is
 * recorded as committed before the lock is released.
 */
export function exclusive<T>(
  task: () => T | Promise<T>,
  { replacesState = false }: ExclusiveOptions = {},
): Promise<T> {
  return withLock(async () => {
    await syncToLastCommit({ replacesState })
    try {
      return await task()
    } finally {
      await recordCommit()
    }
  })
}

/**
 * Runs a change outside of any API request (auth service, admin actions)
 * exclusively, then writes the database through to storage; when the change
 * or the write fails (storage full), the database goes back to its state
 * before, and nothing is half-applied.
 * Never call it from an API handler: requests already hold the lock.
 */
export function mutate<T>(change: () => T | Promise<T>, options?: ExclusiveOptions): Promise<T> {
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
  }, options)
}
