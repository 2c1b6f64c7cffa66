/**
 * One global async lock: every mutation (mutating request, admin action) runs
 * alone, so a check and the write that depends on it can never interleave
 * with another request's, even when the handler awaits in between. In a
 * browser it is also a Web Lock (navigator.locks), held across every tab of
 * the origin: two tabs sharing one stored database never change it at once.
 */
let tail: Promise<unknown> = Promise.resolve()

export const CROSS_TAB_LOCK = 'airflyff.mock.db'

function acrossTabs<T>(task: () => T | Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks
  if (!locks) return Promise.resolve().then(task)
  return locks.request(CROSS_TAB_LOCK, () => task()) as Promise<T>
}

export function withLock<T>(task: () => T | Promise<T>): Promise<T> {
  const run = tail.then(() => acrossTabs(task))
  tail = run.catch(() => undefined)
  return run
}
