import { settleDeliveries } from '@backend/routes/deliveries'
import { whenDeliveriesEnqueued } from './adapters/store'
import { mockPorts } from './ports'

/**
 * The embedded backend's delivery queue: what pg-boss does for the API server, in the page. After
 * a commit that enqueued a delivery, the pending ones are sent to the embedded game, one at a
 * time; while the game cannot be reached they wait and are tried again every RETRY_MS. The same
 * backend functions as the server's worker send and read back (backend/routes/deliveries.ts).
 */
export const RETRY_MS = 3_000
const BATCH = 50

let running: Promise<void> | null = null
let again = false
let retry: ReturnType<typeof setTimeout> | null = null

/** Sends what is pending now (and what is enqueued meanwhile); retries later while the game is away. */
export function drainDeliveries(): Promise<void> {
  if (running) {
    again = true
    return running
  }
  running = (async () => {
    do {
      again = false
      if ((await settleDeliveries(mockPorts, BATCH)) === 'game-unavailable') {
        if (retry) clearTimeout(retry)
        retry = setTimeout(() => void drainDeliveries().catch(() => undefined), RETRY_MS)
        break
      }
    } while (again)
  })().finally(() => {
    running = null
  })
  return running
}

/**
 * In the page, the queue runs by itself after each commit that enqueued (mocks/browser.ts);
 * in Node tests, deliveries go out when the test says so (mockBackend.game.settle()).
 */
export function runDeliveriesAfterCommits(onError: (error: unknown) => void): void {
  whenDeliveriesEnqueued(() => {
    setTimeout(() => drainDeliveries().catch(onError), 0)
  })
}
