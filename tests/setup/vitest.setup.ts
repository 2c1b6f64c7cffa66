/**
 * A test that logs through console.error or console.warn fails: unexpected
 * React warnings, act() warnings and logged errors are bugs, not noise.
 *
 * A test that expects such a message silences it explicitly:
 *   vi.spyOn(console, 'error').mockImplementation(() => {})
 * (mocks are restored after each test, so the guard comes back for the next.)
 */
import { afterEach, beforeEach, vi } from 'vitest'

type Level = 'error' | 'warn'

const unexpected: string[] = []

function guard(level: Level) {
  const original = console[level].bind(console)
  vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
    original(...args)
    const message = `console.${level} was called: ${args.map(String).join(' ')}`
    unexpected.push(message)
    // Thrown here so the stack points at the caller; recorded above in case
    // the caller swallows the exception (React, promise chains...).
    throw new Error(
      `${message}\nIf this is expected, silence it in the test: vi.spyOn(console, '${level}').mockImplementation(() => {})`,
    )
  })
}

beforeEach(() => {
  unexpected.length = 0
  guard('error')
  guard('warn')
})

afterEach(() => {
  if (unexpected.length > 0) {
    const messages = unexpected.splice(0).join('\n')
    throw new Error(`The test logged through the console:\n${messages}`)
  }
})
