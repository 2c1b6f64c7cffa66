import type { AuthUser } from '@contract/schemas'
import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useState,
  type ReactNode,
} from 'react'
import type { AuthActor } from './auth-actor'
import type { StoredSession } from './lazy-port'

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut'

export interface Session {
  status: SessionStatus
  user: AuthUser | null
}

type AuthSnapshot = ReturnType<AuthActor['getSnapshot']>
type AuthEvent = Parameters<AuthActor['send']>[0]

const LOADING: Session = { status: 'loading', user: null }
const SIGNED_OUT: Session = { status: 'signedOut', user: null }

function sessionOf(snapshot: AuthSnapshot): Session {
  const status: SessionStatus = snapshot.matches('signedIn')
    ? 'signedIn'
    : snapshot.matches('signedOut')
      ? 'signedOut'
      : 'loading'
  return { status, user: status === 'signedIn' ? snapshot.context.user : null }
}

/**
 * Holds the app's one auth actor, whose code (XState, the auth machine) loads after the first
 * render: until then the session reads 'loading' and the navigation stays neutral.
 *
 * Given `stored` (what the auth port knows of a stored session before its adapter loads), a
 * visitor with none is signed out from the start, and the actor is not loaded at all until
 * something needs it: a sign-in page (`ready()`), an event to send, or a session stored by
 * another tab. A public page then starts without XState and the auth machine.
 */
export class AuthHost {
  actor: AuthActor | null = null
  private starting: Promise<AuthActor> | null = null
  private session: Session = LOADING
  private listeners = new Set<() => void>()

  constructor(
    private readonly start: () => Promise<AuthActor>,
    private readonly stored?: StoredSession,
  ) {
    if (stored && !stored.mayExist()) {
      this.session = SIGNED_OUT
      const unwatch = stored.watch(() => {
        if (!stored.mayExist()) return
        unwatch()
        void this.ready()
      })
    } else void this.ready()
  }

  /** The auth actor, started now if it was not yet. */
  ready(): Promise<AuthActor> {
    if (this.starting) return this.starting
    this.starting = this.start()
    this.starting.then(
      (actor) => {
        this.actor = actor
        const update = () => {
          const next = sessionOf(actor.getSnapshot())
          // The actor starts by reading the user again ('loading'): a session already known
          // (a visitor signed out from the start) stays as it is meanwhile.
          if (next.status === 'loading' && this.session.status !== 'loading') return
          if (next.status === this.session.status && next.user === this.session.user) return
          this.session = next
          for (const listener of this.listeners) listener()
        }
        actor.subscribe(update)
        update()
        // Pages waiting for the actor itself (the sign-in forms) read it now.
        for (const listener of this.listeners) listener()
      },
      (error: unknown) =>
        console.error("Le service d'authentification n'a pas pu démarrer.", error),
    )
    return this.starting
  }

  readonly getSession = (): Session => this.session

  /**
   * The session is still loading and this browser holds a stored session that may be restored
   * (a visitor without one is signed out from the start): a player's page may draw its frame
   * meanwhile, its reads waiting for the session's token (decision 038).
   */
  restoring(): boolean {
    return this.stored !== undefined && this.session.status === 'loading'
  }

  /**
   * The session once known (the auth adapter has reported the user, no sign-in or sign-out
   * under way): what route loaders wait for before they let a page through or redirect.
   */
  settled(): Promise<Exclude<SessionStatus, 'loading'>> {
    const { status } = this.session
    if (status !== 'loading') return Promise.resolve(status)
    return new Promise((resolve) => {
      const stop = this.subscribe(() => {
        const next = this.session.status
        if (next === 'loading') return
        stop()
        resolve(next)
      })
    })
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Sends to the auth actor once it runs (starting it if needed). */
  send(event: AuthEvent): void {
    void this.ready().then((actor) => actor.send(event))
  }
}

interface SessionView {
  host: AuthHost
  session: Session
  actor: AuthActor | undefined
}

const SessionContext = createContext<SessionView | null>(null)

const viewOf = (host: AuthHost): SessionView => ({
  host,
  session: host.getSession(),
  actor: host.actor ?? undefined,
})

/**
 * Gives the session to the tree. A pre-rendered page hydrates with the session 'loading', as its
 * HTML has it; what the host knows by then follows in a transition, which React renders in slices
 * (an external store read with useSyncExternalStore would re-render the whole navigation in one
 * blocking task right after hydration). Every later change (sign-in, sign-out) follows the same way.
 */
export function AuthProvider({
  host,
  hydrating = false,
  children,
}: {
  host: AuthHost
  hydrating?: boolean
  children: ReactNode
}) {
  const [view, setView] = useState<SessionView>(() =>
    hydrating ? { host, session: LOADING, actor: undefined } : viewOf(host),
  )
  useEffect(() => {
    const update = () =>
      startTransition(() =>
        setView((current) => {
          const next = viewOf(host)
          const same =
            current.host === host &&
            current.session === next.session &&
            current.actor === next.actor
          return same ? current : next
        }),
      )
    const stop = host.subscribe(update)
    update()
    return stop
  }, [host])
  return <SessionContext value={view}>{children}</SessionContext>
}

function useSessionView(): SessionView {
  const view = use(SessionContext)
  if (!view) throw new Error('useSession must be used inside <AuthProvider>')
  return view
}

/** The signed-in state as the navigation and the route guards read it. */
export function useSession(): Session {
  // Loading in the pre-rendered HTML and while it hydrates, as on the first render.
  return useSessionView().session
}

/**
 * The auth actor, for screens that send it events (sign-in, sign-up, Google, reset). Those
 * screens render behind a guard, once the session is known, so the actor runs by then.
 */
export function useAuthActor(): AuthActor {
  const { host } = useSessionView()
  if (!host.actor) throw new Error("L'authentification n'est pas encore prête.")
  return host.actor
}

/**
 * The auth machine, or undefined while it loads: in the pre-rendered HTML, while the page
 * hydrates and until the adapter (the Firebase SDK, loaded after the first render) runs. The
 * sign-in forms show at once and accept a submission once it is there. A screen that reads it
 * starts it (a visitor's other pages do not load it).
 */
export function useAuthActorIfReady(): AuthActor | undefined {
  const { host, actor } = useSessionView()
  useEffect(() => void host.ready(), [host])
  return actor
}

/** Signs the user out (the avatar menu's Déconnexion). */
export function useSignOut(): () => void {
  const { host } = useSessionView()
  return useCallback(() => host.send({ type: 'signOut' }), [host])
}
