import { describe, expect, it } from 'vitest'
import { RECENT_SIGN_IN_MAX_AGE_S, isRecentSignIn } from './rights'

describe('recent sign-in', () => {
  const now = new Date('2026-11-25T12:00:00Z')
  const seconds = now.getTime() / 1000

  it('accepts a sign-in of the last five minutes', () => {
    expect(isRecentSignIn(seconds, now)).toBe(true)
    expect(isRecentSignIn(seconds - RECENT_SIGN_IN_MAX_AGE_S, now)).toBe(true)
  })

  it('accepts a clock up to a minute ahead of the server, not more', () => {
    expect(isRecentSignIn(seconds + 60, now)).toBe(true)
    expect(isRecentSignIn(seconds + 61, now)).toBe(false)
  })

  it('never takes an unknown sign-in for one at the epoch', () => {
    const oneMinuteAfterEpoch = new Date(60_000)
    expect(isRecentSignIn(0, oneMinuteAfterEpoch)).toBe(true)
    expect(isRecentSignIn(null, oneMinuteAfterEpoch)).toBe(false)
  })

  it('refuses an older sign-in, an unknown one, and one far in the future', () => {
    expect(isRecentSignIn(seconds - RECENT_SIGN_IN_MAX_AGE_S - 1, now)).toBe(false)
    expect(isRecentSignIn(null, now)).toBe(false)
    expect(isRecentSignIn(Number.NaN, now)).toBe(false)
    expect(isRecentSignIn(seconds + 3600, now)).toBe(false)
  })
})
