/**
 * One global async lock: every mutation (mutating request, admin action) runs
 * alone, so a check and the write that depends on it can never interleave
 * with another request's, even when the handler awaits in between.
 */
let tail: Promise<unknown> = Promise.resolve()

export function withLock<T>(task: () => T | Promise<T>): Promise<T> {
  const run = tail.then(() => task())
  tail = run.catch(() => undefined)
  return run
}
