import type { AuthUser } from '@contract/schemas'
import { createContext, use, useCallback, useSyncExternalStore, type ReactNode } from 'react'
import type { AuthActor } from './auth-actor'

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut'

export interface Session {
  status: SessionStatus
  user: AuthUser | null
}

type AuthSnapshot = ReturnType<AuthActor['getSnapshot']>
type AuthEvent = Parameters<AuthActor['send']>[0]

const LOADING: Session = { status: 'loading', user: null }

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
 */
export class AuthHost {
  actor: AuthActor | null = null
  readonly ready: Promise<AuthActor>
  private session: Session = LOADING
  private listeners = new Set<() => void>()

  constructor(start: () => Promise<AuthActor>) {
    this.ready = start()
    this.ready.then(
      (actor) => {
        this.actor = actor
        const update = () => {
          const next = sessionOf(actor.getSnapshot())
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
  }

  readonly getSession = (): Session => this.session

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

  /** Sends to the auth actor once it runs. */
  send(event: AuthEvent): void {
    void this.ready.then((actor) => actor.send(event))
  }
}

const AuthHostContext = createContext<AuthHost | null>(null)

export function AuthProvider({ host, children }: { host: AuthHost; children: ReactNode }) {
  return <AuthHostContext value={host}>{children}</AuthHostContext>
}

function useAuthHost(): AuthHost {
  const host = use(AuthHostContext)
  if (!host) throw new Error('useSession must be used inside <AuthProvider>')
  return host
}

/** The signed-in state as the navigation and the route guards read it. */
export function useSession(): Session {
  const host = useAuthHost()
  // Loading in the pre-rendered HTML and while it hydrates, as on the first render.
  return useSyncExternalStore(host.subscribe, host.getSession, () => LOADING)
}

/**
 * The auth actor, for screens that send it events (sign-in, sign-up, Google, reset). Those
 * screens render behind a guard, once the session is known, so the actor runs by then.
 */
export function useAuthActor(): AuthActor {
  const { actor } = useAuthHost()
  if (!actor) throw new Error("L'authentification n'est pas encore prête.")
  return actor
}

/**
 * The auth machine, or undefined while it loads: in the pre-rendered HTML, while the page
 * hydrates and until the adapter (the Firebase SDK, loaded after the first render) runs. The
 * sign-in forms show at once and accept a submission once it is there.
 */
export function useAuthActorIfReady(): AuthActor | undefined {
  const host = useAuthHost()
  return useSyncExternalStore(
    host.subscribe,
    () => host.actor ?? undefined,
    () => undefined,
  )
}

/** Signs the user out (the avatar menu's Déconnexion). */
export function useSignOut(): () => void {
  const host = useAuthHost()
  return useCallback(() => host.send({ type: 'signOut' }), [host])
}
