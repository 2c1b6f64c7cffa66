import { describe, expect, it, vi } from 'vitest'
import { startAuthActor } from './auth-actor'
import { createLazyAuth } from './lazy-port'
import { AuthHost, type SessionStatus } from './session'
import { fakePort, quietWindow, storedSession, user } from './test-fakes'

/** A host on the lazy port of a fake adapter, recording every session status it announces. */
function hostFor(stored: ReturnType<typeof storedSession>) {
  const load = vi.fn(async () => fakePort())
  const auth = createLazyAuth(load, stored)
  const start = vi.fn(async () => startAuthActor(auth, {}, quietWindow))
  const host = new AuthHost(start, stored)
  const statuses: SessionStatus[] = []
  host.subscribe(() => statuses.push(host.getSession().status))
  return { host, start, load, statuses }
}

describe('the auth host, for a visitor with no stored session', () => {
  it('is signed out at once and loads neither the auth machine nor the adapter', async () => {
    const { host, start, load } = hostFor(storedSession(false))
    expect(host.getSession()).toEqual({ status: 'signedOut', user: null })
    await expect(host.settled()).resolves.toBe('signedOut')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(start).not.toHaveBeenCalled()
    expect(load).not.toHaveBeenCalled()
    expect(host.actor).toBeNull()
  })

  it('starts the machine once when a page asks for it, without passing through loading', async () => {
    const { host, start, load, statuses } = hostFor(storedSession(false))
    const [first, second] = await Promise.all([host.ready(), host.ready()])
    expect(first).toBe(second)
    expect(start).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(first.getSnapshot().matches('signedOut')).toBe(true))
    expect(host.actor).toBe(first)
    expect(host.getSession().status).toBe('signedOut')
    expect(statuses).not.toContain('loading')
    // The machine knows the visitor is signed out without the adapter.
    expect(load).not.toHaveBeenCalled()
  })

  it('starts the machine for an event sent to it', async () => {
    const { host, start } = hostFor(storedSession(false))
    host.send({ type: 'form.clear' })
    await vi.waitFor(() => expect(host.actor).not.toBeNull())
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('follows a session stored by another tab: the player is signed in', async () => {
    const stored = storedSession(false)
    const { host, start, statuses } = hostFor(stored)
    stored.store()
    await vi.waitFor(() => expect(host.getSession()).toEqual({ status: 'signedIn', user }))
    expect(start).toHaveBeenCalledTimes(1)
    // Straight from signed out to signed in: the navigation never turns neutral meanwhile.
    expect(statuses.length).toBeGreaterThan(0)
    expect(statuses.every((status) => status === 'signedIn')).toBe(true)
  })
})

describe('the auth host, when a session may be stored', () => {
  it('starts the machine at once and reads loading until the adapter answers', async () => {
    const { host, start, load } = hostFor(storedSession(true))
    expect(start).toHaveBeenCalledTimes(1)
    expect(host.getSession().status).toBe('loading')
    await expect(host.settled()).resolves.toBe('signedIn')
    expect(host.getSession().user).toEqual(user)
    expect(load).toHaveBeenCalledTimes(1)
  })
})
