import type { AuthUser } from '@contract/schemas'
import { initializeApp } from 'firebase/app'
import {
  EmailAuthProvider,
  GoogleAuthProvider,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  initializeAuth,
  onAuthStateChanged,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type User,
  type UserCredential,
} from 'firebase/auth'
import type { AppConfig } from '@/shared/config/config'
import { AuthError, toAuthError, type AuthPort } from './port'

export type FirebaseSettings = NonNullable<AppConfig['firebase']>

function toAuthUser(user: User): AuthUser {
  return {
    uid: user.uid,
    email: user.email ?? '',
    emailVerified: user.emailVerified,
    displayName: user.displayName,
    photoURL: user.photoURL,
  }
}

/**
 * The Firebase adapter (modular SDK 12). Loaded only through a dynamic import when the auth
 * switch is "firebase", when a session is stored or a sign-in page is open. Persistence and the
 * popup resolver are given at start-up, so that a later signInWithPopup opens its window
 * straight from the click.
 */
export async function createFirebaseAuth(settings: FirebaseSettings): Promise<AuthPort> {
  const app = initializeApp({
    apiKey: settings.apiKey,
    authDomain: settings.authDomain,
    projectId: settings.projectId,
    ...(settings.appId ? { appId: settings.appId } : {}),
  })
  // The user is kept in localStorage only: firebase-session.ts reads it there without the SDK.
  const auth = initializeAuth(app, {
    persistence: browserLocalPersistence,
    popupRedirectResolver: browserPopupRedirectResolver,
  })
  auth.languageCode = 'fr'
  if (settings.emulatorUrl) {
    connectAuthEmulator(auth, settings.emulatorUrl, { disableWarnings: true })
  }
  await auth.authStateReady()

  const listeners = new Set<(user: AuthUser | null) => void>()
  const current = () => (auth.currentUser ? toAuthUser(auth.currentUser) : null)
  const emit = () => {
    const user = current()
    for (const listener of listeners) listener(user)
  }
  onAuthStateChanged(auth, emit)

  /** The emulator accepts an unsigned JSON id token as a Google credential (its popup needs the internet). */
  const emulatorGoogleCredential = (identity: string) =>
    GoogleAuthProvider.credential(
      JSON.stringify({ sub: `google-${identity}`, email: identity, email_verified: true }),
    )

  const signIn = async (action: () => Promise<UserCredential>) => {
    try {
      return toAuthUser((await action()).user)
    } catch (error) {
      throw toAuthError(error)
    }
  }
  const call = async (action: () => Promise<void>) => {
    try {
      await action()
    } catch (error) {
      throw toAuthError(error)
    }
  }
  const signedInUser = () => {
    if (!auth.currentUser) throw new AuthError('auth/no-current-user')
    return auth.currentUser
  }

  return {
    onUserChanged(listener) {
      listeners.add(listener)
      listener(current())
      return () => listeners.delete(listener)
    },
    async getIdToken(forceRefresh) {
      await auth.authStateReady()
      if (!auth.currentUser) return null
      try {
        return await auth.currentUser.getIdToken(forceRefresh)
      } catch (error) {
        // Firebase refused to refresh this session (account deleted or disabled, tokens revoked):
        // there is no session any more, and the API client signs the player out. A network
        // failure stays one (the request fails as such, the session is kept).
        if (toAuthError(error).code === 'auth/network-request-failed') throw error
        return null
      }
    },
    signInWithPassword: (email, password) =>
      signIn(() => signInWithEmailAndPassword(auth, email, password)),
    signUp: (email, password) =>
      signIn(() => createUserWithEmailAndPassword(auth, email, password)),
    signInWithGoogle: (identity) =>
      signIn(() => {
        if (identity && settings.emulatorUrl) {
          return signInWithCredential(auth, emulatorGoogleCredential(identity))
        }
        return signInWithPopup(auth, new GoogleAuthProvider())
      }),
    signOut: () => call(() => signOut(auth)),
    sendPasswordResetEmail: (email) =>
      call(async () => {
        try {
          await sendPasswordResetEmail(auth, email)
        } catch (error) {
          // Never tell whether an account exists: an unknown address is answered like a known
          // one (the mock backend does the same; Email Enumeration Protection does it live).
          if (toAuthError(error).code !== 'auth/user-not-found') throw error
        }
      }),
    sendEmailVerification: () => call(() => sendEmailVerification(signedInUser())),
    async reload() {
      if (!auth.currentUser) return
      await call(async () => {
        await reload(signedInUser())
        // A fresh token carries the new email_verified claim to the API.
        await signedInUser().getIdToken(true)
      })
      emit()
    },
    reauthenticate: (password) =>
      call(async () => {
        const user = signedInUser()
        if (password !== undefined) {
          await reauthenticateWithCredential(
            user,
            EmailAuthProvider.credential(user.email ?? '', password),
          )
        } else if (settings.emulatorUrl && user.email) {
          await reauthenticateWithCredential(user, emulatorGoogleCredential(user.email))
        } else {
          await reauthenticateWithPopup(user, new GoogleAuthProvider())
        }
        // The next calls to the API carry the new sign-in time (auth_time).
        await user.getIdToken(true)
      }),
  }
}
