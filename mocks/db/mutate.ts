import { withLock } from '../lock'
import { saveDb } from './persistence'

/**
 * Runs a change outside of any API request (auth service, admin actions) under
 * the global lock, then writes the database through to storage.
 * Never call it from an API handler: requests already hold the lock.
 */
export function mutate<T>(change: () => T | Promise<T>): Promise<T> {
  return withLock(async () => {
    const result = await change()
    saveDb()
    return result
  })
}
