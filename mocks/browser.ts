import { setupWorker } from 'msw/browser'
import { configureBackend } from './config'
import { restoreDb } from './db/persistence'
import { resetDb } from './db/seed'
import { faultInjection } from './faults'
import { createHandlers } from './handlers'
import { useStorage } from './storage'

export { mockBackend } from './admin'
export type { MockBackendAdmin } from './admin'

let started: Promise<void> | null = null

async function start(apiBase: string): Promise<void> {
  useStorage(window.localStorage)
  configureBackend({ appOrigin: window.location.origin })
  faultInjection.restore()
  // The stored database survives full page loads (checkout and vote leave the app).
  if (!(await restoreDb())) await resetDb()
  const worker = setupWorker(...createHandlers({ apiBase }))
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true })
}

/** Restores the stored state (or seeds), then starts the service worker; once per page. */
export function startMockBackend({ apiBase = '/api' }: { apiBase?: string } = {}): Promise<void> {
  started ??= start(apiBase)
  return started
}
