import type { AuthUser } from '@contract/schemas'
import { useSelector } from '@xstate/react'
import { createContext, use, useCallback, type ReactNode } from 'react'
import type { AuthActor } from './auth-actor'

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut'

export interface Session {
  status: SessionStatus
  user: AuthUser | null
}

const AuthActorContext = createContext<AuthActor | null>(null)

/** Gives the pages the app's one auth actor (started in boot). */
export function AuthProvider({ actor, children }: { actor: AuthActor; children: ReactNode }) {
  return <AuthActorContext value={actor}>{children}</AuthActorContext>
}

/** The auth actor, for screens that send it events (sign-in, sign-up, Google, reset). */
export function useAuthActor(): AuthActor {
  const actor = use(AuthActorContext)
  if (!actor) throw new Error('useAuthActor must be used inside <AuthProvider>')
  return actor
}

type AuthSnapshot = ReturnType<AuthActor['getSnapshot']>

function sessionOf(snapshot: AuthSnapshot): Session {
  const status: SessionStatus = snapshot.matches('signedIn')
    ? 'signedIn'
    : snapshot.matches('signedOut')
      ? 'signedOut'
      : 'loading'
  return { status, user: status === 'signedIn' ? snapshot.context.user : null }
}

const sameSession = (a: Session, b: Session) => a.status === b.status && a.user === b.user

/** The signed-in state as the navigation and the route guards read it. */
export function useSession(): Session {
  return useSelector(useAuthActor(), sessionOf, sameSession)
}

/** Signs the user out (the avatar menu's Déconnexion). */
export function useSignOut(): () => void {
  const actor = useAuthActor()
  return useCallback(() => actor.send({ type: 'signOut' }), [actor])
}

/** The verification-email flow of the signed-in user (undefined while signed out). */
export function useEmailVerification() {
  return useSelector(useAuthActor(), (snapshot) => snapshot.children.emailVerification)
}
