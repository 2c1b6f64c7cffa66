import type { AuthUser } from '@contract/schemas'
import { describe, expect, it, vi } from 'vitest'
import { createLazyAuth } from './lazy-port'
import type { AuthPort } from './port'

const user: AuthUser = {
  uid: 'u1',
  email: 'joueur@portail.test',
  emailVerified: true,
  displayName: null,
  photoURL: null,
}

function fakePort(): AuthPort {
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
  }
}

describe('lazy auth port', () => {
  it('loads the adapter once, on first use, and forwards calls', async () => {
    const load = vi.fn(async () => fakePort())
    const auth = createLazyAuth(load)
    expect(load).not.toHaveBeenCalled()
    expect(await auth.getIdToken(true)).toBe('fresh')
    expect(await auth.signInWithPassword('a@b.test', 'x')).toEqual(user)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('subscribes once the adapter is ready, and not after an early unsubscribe', async () => {
    const auth = createLazyAuth(async () => fakePort())
    const seen = vi.fn()
    auth.onUserChanged(seen)
    const early = vi.fn()
    auth.onUserChanged(early)()
    await vi.waitFor(() => expect(seen).toHaveBeenCalledWith(user))
    expect(early).not.toHaveBeenCalled()
  })

  it('reports no user (and logs) when the adapter cannot load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const auth = createLazyAuth(async () => {
      throw new Error('chunk failed')
    })
    const seen = vi.fn()
    auth.onUserChanged(seen)
    await vi.waitFor(() => expect(seen).toHaveBeenCalledWith(null))
    expect(error).toHaveBeenCalled()
  })
})
