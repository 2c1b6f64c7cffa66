import { StrictMode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { createLazyApiClient } from '@/shared/api/lazy-client'
import { stepUp } from '@/shared/api/step-up'
import { firebaseStoredSession } from '@/shared/auth/firebase-session'
import { createLazyAuth } from '@/shared/auth/lazy-port'
import type { AuthPort } from '@/shared/auth/port'
import { AuthHost, AuthProvider } from '@/shared/auth/session'
import type { AppConfig } from '@/shared/config/config'
import { flowInspector, setFlowInspector } from '@/shared/flows/flow-inspection'
import { whenIdle } from '@/shared/runtime/next-task'
import { loadMockBackend, type MockBackend } from '@/shared/runtime/mock-backend'
import { ServicesProvider, type Services } from '@/shared/runtime/services'
import { loadThenStart, startUp } from './start-up'

/**
 * Marks `#root[data-ready]` once the app has rendered or hydrated the page: its buttons answer
 * from then on (a pre-rendered page shows them before). End-to-end tests wait for this mark.
 */
function MarkReady({ root }: { root: HTMLElement }) {
  useEffect(() => root.setAttribute('data-ready', ''), [root])
  return null
}

/**
 * Opens the two storage areas that the start-up reads: the stored Firebase session
 * (localStorage) and React Router's saved view transitions (sessionStorage, read as the router
 * is created). The first access to each waits on the browser process, from under a millisecond
 * to 15 ms measured: here, in a short task of their own, not inside a longer one.
 */
function openStorage() {
  try {
    void window.localStorage.length
    void window.sessionStorage.length
  } catch {
    // Storage refused (a privacy setting): the readers handle it.
  }
}

/**
 * Keeps the document's `data-player` from the session: set while a player is signed in, removed
 * once signed out; while the session loads, as the page's HTML set it (a stored session). The
 * player's pages show only under it (`SignedInPages`).
 */
function markPlayer(session: AuthHost) {
  const mark = () => {
    const { status } = session.getSession()
    if (status !== 'loading')
      document.documentElement.toggleAttribute('data-player', status === 'signedIn')
  }
  session.subscribe(mark)
  mark()
}

/** The console's step-up ends with the session (docs/decisions/059): asked again at sign-in. */
function forgetStepUpAtSignOut(session: AuthHost) {
  session.subscribe(() => {
    if (session.getSession().status === 'signedOut') stepUp.forget()
  })
}

/**
 * The auth adapter of the switch: each behind its own dynamic import. `atOnce`: a player's page,
 * whose data waits for the session.
 */
async function loadAuthAdapter(
  config: AppConfig,
  mock: MockBackend | null,
  atOnce: boolean,
): Promise<AuthPort> {
  // The static test lets mock builds drop the Firebase chunk altogether.
  if (import.meta.env.VITE_AUTH === 'firebase' && config.firebase) {
    // A public page is not waiting for the session: the SDK loads when the browser is idle after
    // the first render (it is not on that render's path). A player's page waits for the session
    // the SDK restores: it loads at once (decision 038).
    if (!atOnce) await whenIdle()
    const firebase = config.firebase
    return loadThenStart(
      () => import('@/shared/auth/firebase-adapter'),
      ({ createFirebaseAuth }) => createFirebaseAuth(firebase),
    )
  }
  if (!mock) throw new Error("L'authentification simulée demande le backend embarqué.")
  const { createMockAuth } = await import('@/shared/auth/mock-adapter')
  return createMockAuth(mock)
}

/**
 * The app's services: the embedded backend when a switch is mock (before the first render, so
 * the first calls reach it), the auth adapter loaded lazily (the session stays 'loading' until
 * it reports the user), the API client. `playerPage`: a stored session is restored at once,
 * beside the page's code.
 */
async function startServices(config: AppConfig, playerPage: boolean) {
  const needsMock = __MOCK_BUILD__ && (config.api.mode === 'mock' || config.auth === 'mock')
  const mock = needsMock
    ? await loadMockBackend({ acceptUnknownUsers: config.auth === 'firebase' })
    : null
  if (mock) {
    // Mock builds: the dev panel's registry of running flows sees every flow from the start.
    const { flows } = await import('@/features/dev/flows')
    setFlowInspector(flows.inspector)
  }
  // A visitor without a stored Firebase session is signed out: the SDK waits until needed.
  const stored =
    import.meta.env.VITE_AUTH === 'firebase' && config.firebase
      ? firebaseStoredSession(config.firebase.apiKey)
      : undefined
  const auth = createLazyAuth(() => loadAuthAdapter(config, mock, playerPage), stored)
  // A player's page with a stored session: the SDK starts loading now, not after the auth
  // machine's chunk (which asks for it once it runs).
  if (playerPage && stored?.mayExist()) auth.prepare()
  // The auth machine loads after the first render, the session reading 'loading' meanwhile; for
  // a visitor with no stored session, signed out at once, it loads only when a page needs it.
  // Registered among the running flows: the dev panel shows the session machine too.
  const authHost = new AuthHost(
    () =>
      loadThenStart(
        () => import('@/shared/auth/auth-actor'),
        ({ startAuthActor }) => startAuthActor(auth, flowInspector),
      ),
    stored,
  )
  markPlayer(authHost)
  forgetStepUpAtSignOut(authHost)
  const api = createLazyApiClient({
    baseUrl: config.api.baseUrl,
    getToken: (forceRefresh) => auth.getIdToken(forceRefresh),
    // Still 401 after a fresh token: the session is over.
    onUnauthorized: () => authHost.send({ type: 'signOut' }),
    getSecondFactor: async () => stepUp.current(),
  })
  const services: Services = { config, api, auth, mock }
  if (mock) {
    const authActor = { send: (event: Parameters<AuthHost['send']>[0]) => authHost.send(event) }
    Object.assign(window, { __portal: { ...services, authActor, authHost } })
  }
  return { services, authHost }
}

type Routing = typeof import('./routing')

/** Starts the app in `root` on the schedule of `start-up.ts`. */
export async function boot(root: HTMLElement, config: AppConfig) {
  let started!: Awaited<ReturnType<typeof startServices>>
  let routing!: Routing
  let routes!: ReturnType<Routing['appRoutes']>
  let hydrationData: Awaited<ReturnType<Routing['hydrationFor']>> = null
  let router!: ReturnType<Routing['createAppRouter']>
  await startUp({
    services: async () => {
      openStorage()
      // The shared styles (Panda's recipes) and the route table with the shell: fetched
      // together, evaluated apart.
      const sharedStyles = import('@/shared/page/styles')
      const routingModule = import('./routing')
      await sharedStyles
      // A player's page: drawn in the browser, or its frame written at build time.
      const playerPage = !root.dataset.prerendered || root.dataset.playerPage !== undefined
      started = await startServices(config, playerPage)
      routing = await routingModule
    },
    routes: async () => {
      routes = routing.appRoutes(started.services, started.authHost)
      // A public page written at build time is hydrated; any other path is rendered from scratch.
      const prerendered = root.dataset.prerendered
      if (prerendered) hydrationData = await routing.hydrationFor(routes, prerendered)
    },
    router: () => {
      router = routing.createAppRouter(routes, started.authHost, hydrationData ?? undefined)
    },
    render: () => {
      const app = (
        <StrictMode>
          <ServicesProvider value={started.services}>
            <AuthProvider host={started.authHost} hydrating={hydrationData !== null}>
              <RouterProvider router={router} />
              <MarkReady root={root} />
            </AuthProvider>
          </ServicesProvider>
        </StrictMode>
      )
      // Hydrating in a transition lets React yield to the browser every few milliseconds (a
      // default hydration runs in one task): a tap during hydration is not held behind it.
      if (hydrationData) {
        startTransition(() => {
          hydrateRoot(root, app)
        })
      } else createRoot(root).render(app)
    },
  })
}
