import { setupServer } from 'msw/node'
import { createHandlers } from '@mocks/handlers'
import { mockBackend } from '@mocks/node'

/** The demo players every backend under test knows (see the README's demo data). */
export type DemoUid = 'joueur' | 'nouveau'

/**
 * A backend the conformance suite runs against. It runs in the Vitest process
 * and reads the time from Date through its clock port, so that
 * vi.setSystemTime() moves it; its demo data is the embedded mock's.
 */
export interface RunningBackend {
  /** Where the contract's paths answer (no trailing slash). */
  baseUrl: string
  /** A valid bearer token of a demo player. */
  tokenFor(uid: DemoUid): Promise<string>
  /** Back to the demo data, at the current (possibly faked) date. */
  reset(): Promise<void>
  /** Completes the payment of a session opened by shop.checkout, as the payment provider would. */
  completeCheckout(checkoutUrl: string): Promise<void>
  stop(): Promise<void>
}

export interface BackendUnderTest {
  name: string
  start(): Promise<RunningBackend>
}

const EMBEDDED_BASE = 'http://embedded.test'

/** The embedded backend: the shared router on the in-memory adapters, behind msw. */
const embedded: BackendUnderTest = {
  name: 'embedded',
  async start() {
    const server = setupServer(...createHandlers({ apiBase: EMBEDDED_BASE }))
    server.listen({ onUnhandledRequest: 'bypass' })
    return {
      baseUrl: EMBEDDED_BASE,
      tokenFor: async (uid) => mockBackend.auth.issueToken(uid),
      async reset() {
        mockBackend.faults.clearAll()
        await mockBackend.resetDb()
      },
      async completeCheckout(url) {
        const id = new URL(url).pathname.split('/').pop() ?? ''
        const paid = await mockBackend.checkout.pay(id)
        if (!paid.ok) throw new Error(`mock payment refused: ${paid.reason}`)
      },
      async stop() {
        server.close()
      },
    }
  },
}

/** Every backend the suite runs against; server/ adds its own entry here. */
export const BACKENDS: readonly BackendUnderTest[] = [embedded]
