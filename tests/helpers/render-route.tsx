import type { AuthUser } from '@contract/schemas'
import { mockBackend, server, TEST_API_BASE } from '@mocks/node'
import { cleanup, configure, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { appRoutes } from '@/app/router'
import { createApiClient } from '@/shared/api/client'
import { stepUp } from '@/shared/api/step-up'
import { forgetStepUps, stepUpFor } from '../api/step-up'
import { startAuthActor } from '@/shared/auth/auth-actor'
import { createLazyAuth } from '@/shared/auth/lazy-port'
import type { AuthPort } from '@/shared/auth/port'
import { AuthHost, AuthProvider } from '@/shared/auth/session'
import { readConfig } from '@/shared/config/config'
import { ServicesProvider, type Services } from '@/shared/runtime/services'

/**
 * Component tests of the app's pages in Node (jsdom): the app's own routes (src/app/router.tsx)
 * in a memory router, with the real API client answered by the embedded backend through msw
 * (mocks/node.ts), as a demo user of backend/demo/demo.ts or a visitor.
 */

/** The embedded backend's admin object: its database and its faults, for what a test sets up. */
export { mockBackend, TEST_API_BASE }

/** msw on for the file, the demo data back before each test. */
export function withEmbeddedBackend(): void {
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' })
    // jsdom has no scrolling (the shell scrolls to the top on each page) and no PointerEvent
    // (Ark UI's checkbox sends one on a click).
    window.scrollTo = () => {}
    window.PointerEvent ??= MouseEvent as typeof PointerEvent
    // A page's code and data come through lazy imports and msw: more than a second on a shared machine.
    configure({ asyncUtilTimeout: 10_000 })
  })
  beforeEach(async () => {
    mockBackend.faults.clearAll()
    await mockBackend.resetDb()
    forgetStepUps()
    stepUp.forget()
  })
  afterEach(() => {
    cleanup()
    server.resetHandlers()
  })
  afterAll(() => server.close())
}

/** The auth port of a user signed in from the start (null: a visitor), tokens from the backend. */
function signedInAs(user: AuthUser | null): AuthPort {
  const never = async () => {
    throw new Error('not used by these tests')
  }
  return {
    onUserChanged: (listener) => {
      listener(user)
      return () => {}
    },
    getIdToken: async () => (user ? mockBackend.auth.issueToken(user.uid) : null),
    signInWithPassword: never,
    signUp: never,
    signInWithGoogle: never,
    signOut: async () => {},
    sendPasswordResetEmail: async () => {},
    sendEmailVerification: async () => {},
    reload: async () => {},
    reauthenticate: async () => {},
  }
}

/** A window with no focus or visibility changes: what the auth actor listens to. */
const quietWindow = {
  addEventListener: () => {},
  document: { visibilityState: 'visible', addEventListener: () => {} },
} as unknown as Window

/**
 * Renders `path` as the app routes it, signed in as the demo user `uid` (null: a visitor).
 * Answers the router (its location) and a user-event session. An operator's second factor is
 * enrolled and verified (tests/api/step-up.ts) unless `secondFactor: 'app'`: then the console
 * asks for it as in the app (src/shared/api/step-up.ts).
 */
export function renderRoute(
  path: string,
  uid: 'operateur' | 'operatrice' | 'joueur' | null,
  { secondFactor = 'verified' }: { secondFactor?: 'verified' | 'app' } = {},
) {
  const config = readConfig({})
  if (!config.ok) throw new Error(config.problems.join('\n'))
  const user = uid ? mockBackend.auth.getUser(uid) : null
  if (uid && !user) throw new Error(`no demo user ${uid}`)
  const auth = createLazyAuth(async () => signedInAs(user))
  const session = new AuthHost(async () => startAuthActor(auth, {}, quietWindow))
  const api = createApiClient({
    baseUrl: TEST_API_BASE,
    getToken: (forceRefresh) => auth.getIdToken(forceRefresh),
    timeoutMs: 5_000,
    getSecondFactor:
      secondFactor === 'app'
        ? async () => stepUp.current()
        : async () => stepUpFor(TEST_API_BASE, await auth.getIdToken(false)),
  })
  const services: Services = { config: config.config, api, auth, mock: null }
  const router = createMemoryRouter(appRoutes(services, session), { initialEntries: [path] })
  render(
    <ServicesProvider value={services}>
      <AuthProvider host={session}>
        <RouterProvider router={router} />
      </AuthProvider>
    </ServicesProvider>,
  )
  return { router, user: userEvent.setup() }
}
