/**
 * Resolves in a later task, so that the browser can paint and answer input in between: start-up
 * work is cut into tasks short enough not to hold a tap (Chrome's `scheduler.yield`, which resumes
 * ahead of other queued tasks, or a macrotask elsewhere).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** When the browser is idle (at most a second from now): work that no first paint or tap waits for. */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(() => resolve(), { timeout: 1000 })
    else setTimeout(resolve, 200)
  })
}
