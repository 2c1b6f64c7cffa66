import { describe, expect, it, vi } from 'vitest'
import { createLazyAuth } from './lazy-port'
import { fakePort, storedSession, user } from './test-fakes'

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

describe('lazy auth port, for a visitor with no stored session', () => {
  it('reports signed out at once, gives no token and loads nothing', async () => {
    const load = vi.fn(async () => fakePort())
    const auth = createLazyAuth(load, storedSession(false))
    const seen = vi.fn()
    auth.onUserChanged(seen)
    await vi.waitFor(() => expect(seen).toHaveBeenCalledWith(null))
    expect(await auth.getIdToken(false)).toBeNull()
    expect(load).not.toHaveBeenCalled()
  })

  it('loads the adapter on a sign-in, and the subscribers then hear from it', async () => {
    const load = vi.fn(async () => fakePort())
    const auth = createLazyAuth(load, storedSession(false))
    const seen = vi.fn()
    auth.onUserChanged(seen)
    await vi.waitFor(() => expect(seen).toHaveBeenCalledWith(null))
    expect(await auth.signInWithPassword('a@b.test', 'x')).toEqual(user)
    await vi.waitFor(() => expect(seen).toHaveBeenLastCalledWith(user))
    expect(load).toHaveBeenCalledTimes(1)
    expect(await auth.getIdToken(true)).toBe('fresh')
  })

  it('loads the adapter when a sign-in page asks for it, once', async () => {
    const load = vi.fn(async () => fakePort())
    const auth = createLazyAuth(load, storedSession(false))
    auth.prepare()
    auth.prepare()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads the adapter when another tab stores a session', async () => {
    const load = vi.fn(async () => fakePort())
    const stored = storedSession(false)
    const auth = createLazyAuth(load, stored)
    const seen = vi.fn()
    auth.onUserChanged(seen)
    await vi.waitFor(() => expect(seen).toHaveBeenCalledWith(null))
    stored.store()
    await vi.waitFor(() => expect(seen).toHaveBeenLastCalledWith(user))
  })

  it('hands an unsubscribed listener to no adapter', async () => {
    const auth = createLazyAuth(async () => fakePort(), storedSession(false))
    const gone = vi.fn()
    auth.onUserChanged(gone)()
    auth.prepare()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(gone).not.toHaveBeenCalled()
  })

  it('loads the adapter at once when a session is stored', async () => {
    const load = vi.fn(async () => fakePort())
    const auth = createLazyAuth(load, storedSession(true))
    const seen = vi.fn()
    auth.onUserChanged(seen)
    await vi.waitFor(() => expect(seen).toHaveBeenCalledWith(user))
    expect(seen).not.toHaveBeenCalledWith(null)
    expect(load).toHaveBeenCalledTimes(1)
  })
})
