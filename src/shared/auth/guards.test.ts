import { isRouteErrorResponse } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { paths } from '@/shared/routing/paths'
import type { AuthUser } from '@contract/schemas'
import { startAuthActor } from './auth-actor'
import { operatorOnly, signedInOnly } from './guards'
import { createLazyAuth } from './lazy-port'
import { AuthHost } from './session'
import { fakePort, quietWindow, storedSession, user } from './test-fakes'

/**
 * A host whose adapter answers when the test says: `answer(user)` restores a session,
 * `answer(null)` finds none. `stored`: what the browser holds before the adapter loads
 * (undefined: an adapter that keeps no session the page can see, the mock's).
 */
function hostAnswering(stored?: ReturnType<typeof storedSession>) {
  let report: ((user: AuthUser | null) => void) | undefined
  const port = {
    ...fakePort(),
    onUserChanged: (listener: typeof report & {}) => {
      report = listener
      return () => {}
    },
  }
  const auth = createLazyAuth(async () => port, stored)
  const host = new AuthHost(async () => startAuthActor(auth, {}, quietWindow), stored)
  const answer = async (found: AuthUser | null) => {
    await vi.waitFor(() => expect(report).toBeDefined())
    report?.(found)
    await host.settled()
  }
  return { host, answer }
}

/**
 * The guard that decides for a page: a console page's is `operatorOnly` (a child of the signed-in
 * pages, whose redirect wins), a player's page's is `signedInOnly`.
 */
const guard = (host: AuthHost, path: string) =>
  path.startsWith(paths.admin.players)
    ? operatorOnly(host, { getIdToken: async () => null })()
    : signedInOnly(host)()

/** Where a guard sends the visitor, or null when it lets the page through. */
async function outcome(result: Promise<unknown>): Promise<string | null> {
  try {
    return (await result) as null
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location')
    if (isRouteErrorResponse(thrown)) return `error ${thrown.status}`
    throw thrown
  }
}

/** Whether a promise has settled after the pending work of the event loop. */
async function settledYet(promise: Promise<unknown>) {
  let done = false
  void promise.then(
    () => (done = true),
    () => (done = true),
  )
  await new Promise((resolve) => setTimeout(resolve, 20))
  return done
}

describe("the player's pages' guard (decision 038)", () => {
  it("lets a player's page draw its frame while a stored session is restored", async () => {
    const { host, answer } = hostAnswering(storedSession(true))
    expect(host.restoring()).toBe(true)
    await expect(outcome(guard(host, paths.loyalty))).resolves.toBeNull()
    await answer(user)
    expect(host.restoring()).toBe(false)
    await expect(outcome(guard(host, paths.loyalty))).resolves.toBeNull()
  })

  it('sends home once the stored session proves over', async () => {
    const { host, answer } = hostAnswering(storedSession(true))
    await answer(null)
    expect(host.restoring()).toBe(false)
    await expect(outcome(guard(host, paths.loyalty))).resolves.toBe(paths.home)
  })

  it('keeps the console waiting for the session, then sends a visitor to the sign-in page', async () => {
    const { host, answer } = hostAnswering(storedSession(true))
    const waiting = outcome(guard(host, paths.admin.players))
    expect(await settledYet(waiting)).toBe(false)
    await answer(null)
    await expect(waiting).resolves.toBe(paths.login)
  })

  it('waits for the session where no stored session can be seen (the mock adapter)', async () => {
    const { host, answer } = hostAnswering(undefined)
    expect(host.restoring()).toBe(false)
    const waiting = outcome(guard(host, paths.profile))
    expect(await settledYet(waiting)).toBe(false)
    await answer(user)
    await expect(waiting).resolves.toBeNull()
  })

  it('sends a visitor without a stored session home at once', async () => {
    const { host } = hostAnswering(storedSession(false))
    expect(host.restoring()).toBe(false)
    await expect(outcome(guard(host, paths.vote))).resolves.toBe(paths.home)
  })
})
