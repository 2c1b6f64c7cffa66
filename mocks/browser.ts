import { setupWorker } from 'msw/browser'
import { EMBEDDED_API_BASE } from '@contract/embedded'
import { configureBackend } from './config'
import { drainDeliveries, runDeliveriesAfterCommits } from './deliveries'
import { pageCommitLog } from './db/commits'
import { DB_STORAGE_KEY, restoreDb, syncFromStorage, useCommitLog } from './db/persistence'
import { withLock } from './lock'
import { resetDb } from './db/seed'
import { faultInjection } from './faults'
import { createHandlers } from './handlers'
import { useStorage } from './storage'

export { mockBackend } from './controls'
export type { MockBackendControls } from './controls'

let started: Promise<void> | null = null

export interface StartOptions {
  /** Accept valid tokens of users it does not know yet (the Firebase Auth Emulator's). */
  acceptUnknownUsers?: boolean
}

async function start({ acceptUnknownUsers = false }: StartOptions): Promise<void> {
  useStorage(window.localStorage)
  // The number of the last committed snapshot, which a tab's localStorage may not show yet.
  useCommitLog(await pageCommitLog())
  configureBackend({ appOrigin: window.location.origin, acceptUnknownUsers })
  faultInjection.restore()
  // The stored database survives full page loads (checkout and vote leave the app).
  if (!(await restoreDb())) await resetDb()
  // Another tab's write: read it now, so that this tab's next answer shows it.
  window.addEventListener('storage', (event) => {
    if (event.key === DB_STORAGE_KEY) void withLock(syncFromStorage)
  })
  const worker = setupWorker(...createHandlers({ apiBase: EMBEDDED_API_BASE }))
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true })
  // Deliveries go out after each commit that adds one; those an earlier page left, now.
  const report = (error: unknown) => console.warn('[mock] delivery queue', error)
  runDeliveriesAfterCommits(report)
  drainDeliveries().catch(report)
}

/** Restores the stored state (or seeds), then starts the service worker; once per page. */
export function startMockBackend(options: StartOptions = {}): Promise<void> {
  started ??= start(options)
  return started
}
