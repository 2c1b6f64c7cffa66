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
