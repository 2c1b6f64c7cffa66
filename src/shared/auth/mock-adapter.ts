import type { AuthUser } from '@contract/schemas'
import type { MockBackend } from '@/shared/runtime/mock-backend'
import { AuthError, toAuthError, type AuthPort } from './port'

const SESSION_KEY = 'portal.mock-auth.uid'
/** When the stored session's user last signed in (ms): the auth_time of its tokens. */
const SIGNED_IN_AT_KEY = 'portal.mock-auth.signed-in-at'

/**
 * Identity against the embedded backend: users live in its database, the session (the uid)
 * survives reloads in localStorage, and tokens are the backend's emulator-shaped JWTs.
 */
export function createMockAuth(backend: MockBackend, storage: Storage = localStorage): AuthPort {
  const auth = backend.auth
  const listeners = new Set<(user: AuthUser | null) => void>()
  let user: AuthUser | null = null
  const saved = storage.getItem(SESSION_KEY)
  if (saved) user = auth.getUser(saved)
  if (!user) storage.removeItem(SESSION_KEY)

  const emit = (next: AuthUser | null) => {
    user = next
    if (next) storage.setItem(SESSION_KEY, next.uid)
    else {
      storage.removeItem(SESSION_KEY)
      storage.removeItem(SIGNED_IN_AT_KEY)
    }
    for (const listener of listeners) listener(next)
  }
  const markSignIn = () => storage.setItem(SIGNED_IN_AT_KEY, String(Date.now()))
  // A session stored without its sign-in time is an old one: its tokens say so.
  const signedInAt = () => Number(storage.getItem(SIGNED_IN_AT_KEY) ?? 0) || 0

  const run = async (action: () => Promise<{ user: AuthUser }>) => {
    try {
      const { user: signedIn } = await action()
      markSignIn()
      emit(signedIn)
      return signedIn
    } catch (error) {
      throw toAuthError(error)
    }
  }

  return {
    onUserChanged(listener) {
      listeners.add(listener)
      listener(user)
      return () => listeners.delete(listener)
    },
    async getIdToken() {
      if (!user) return null
      try {
        return auth.issueToken(user.uid, signedInAt())
      } catch {
        emit(null)
        return null
      }
    },
    signInWithPassword: (email, password) => run(() => auth.signInWithPassword(email, password)),
    signUp: (email, password) => run(() => auth.signUp(email, password)),
    signInWithGoogle: (identity) => run(() => auth.signInWithGoogle(identity)),
    async signOut() {
      emit(null)
    },
    async sendPasswordResetEmail(email) {
      try {
        await auth.sendPasswordResetEmail(email)
      } catch (error) {
        throw toAuthError(error)
      }
    },
    async sendEmailVerification() {
      if (!user) throw new AuthError('auth/no-current-user')
      try {
        await auth.sendEmailVerification(user.uid)
      } catch (error) {
        throw toAuthError(error)
      }
    },
    async reload() {
      if (user) emit(auth.getUser(user.uid))
    },
    async reauthenticate(password) {
      if (!user) throw new AuthError('auth/no-current-user')
      const uid = user.uid
      try {
        const again =
          password === undefined
            ? await auth.signInWithGoogle(user.email)
            : await auth.signInWithPassword(user.email, password)
        // The credential of another user proves nothing about this one.
        if (again.user.uid !== uid) throw new AuthError('auth/user-mismatch')
      } catch (error) {
        throw toAuthError(error)
      }
      markSignIn()
    },
  }
}
