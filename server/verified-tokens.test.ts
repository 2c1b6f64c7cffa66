import { describe, expect, it } from 'vitest'
import { verifiedTokens } from './verified-tokens'

describe('verified tokens kept until they expire', () => {
  it('gives what a token was verified as until its expiry, then nothing', () => {
    let now = 1_000
    const tokens = verifiedTokens<string>(10, () => now)
    tokens.keep('token-a', 'caller-a', 61_000)
    expect(tokens.get('token-a')).toBe('caller-a')
    expect(tokens.get('token-b')).toBeNull()
    now = 60_999
    expect(tokens.get('token-a')).toBe('caller-a')
    now = 61_000
    expect(tokens.get('token-a')).toBeNull()
  })

  it('keeps no token that has expired already', () => {
    const tokens = verifiedTokens<string>(10, () => 5_000)
    tokens.keep('token-a', 'caller-a', 5_000)
    expect(tokens.get('token-a')).toBeNull()
  })

  it('keeps at most its number of tokens, the oldest dropped first', () => {
    const tokens = verifiedTokens<string>(2, () => 0)
    for (const name of ['a', 'b', 'c']) tokens.keep(`token-${name}`, name, 1_000)
    expect(tokens.get('token-a')).toBeNull()
    expect(tokens.get('token-b')).toBe('b')
    expect(tokens.get('token-c')).toBe('c')
  })
})
