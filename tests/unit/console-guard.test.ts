import { describe, expect, it, vi } from 'vitest'

describe('console guard (tests/setup/vitest.setup.ts)', () => {
  // `it.fails` passes only if the test fails: proof that the guard works.
  it.fails('fails a test that calls console.error', () => {
    console.error('[expected by console-guard.test] error')
  })

  it.fails('fails a test that calls console.warn, even if the throw is swallowed', () => {
    try {
      console.warn('[expected by console-guard.test] warning')
    } catch {
      // swallowed, as React or a promise chain might do
    }
  })

  it('lets a test silence an expected console.warn', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    console.warn('attendu')
    expect(warn).toHaveBeenCalledWith('attendu')
  })

  it.fails('is back for the next test after a test silenced it', () => {
    console.warn('[expected by console-guard.test] warning after restore')
  })
})
