import type { AuthUser } from '@contract/schemas'
import type { AuthPort } from './port'

// Test doubles of the auth port and of the stored-session probe (Vitest only).

export const user: AuthUser = {
  uid: 'u1',
  email: 'joueur@portail.test',
  emailVerified: true,
  displayName: null,
  photoURL: null,
}

export function fakePort(): AuthPort {
  return {
    onUserChanged: (listener) => {
      listener(user)
      return () => {}
    },
    getIdToken: async (force) => (force ? 'fresh' : 'cached'),
    signInWithPassword: async () => user,
    signUp: async () => user,
    signInWithGoogle: async () => user,
    signOut: async () => {},
    sendPasswordResetEmail: async () => {},
    sendEmailVerification: async () => {},
    reload: async () => {},
    reauthenticate: async () => {},
  }
}

/** A window with no focus or visibility changes: what startAuthActor listens to. */
export const quietWindow = {
  addEventListener: () => {},
  document: { visibilityState: 'visible', addEventListener: () => {} },
} as unknown as Window

/** A stored-session probe the test drives: `store()` stores a session "in another tab". */
export function storedSession(initially: boolean) {
  let exists = initially
  const watchers = new Set<() => void>()
  return {
    mayExist: () => exists,
    watch: (changed: () => void) => {
      watchers.add(changed)
      return () => watchers.delete(changed)
    },
    store() {
      exists = true
      for (const changed of watchers) changed()
    },
  }
}
