import { describe, expect, it } from 'vitest'
import { canVote, isSafeLink, isVoteDue, timeUntilVote, VOTE_VALIDATION_DELAY_MS } from './vote'

describe('vote timing', () => {
  const nextVote = '2026-11-22T12:00:00.000Z'

  it('allows voting once now passes nextVote', () => {
    expect(canVote(nextVote, new Date('2026-11-22T11:59:59.999Z'))).toBe(false)
    expect(canVote(nextVote, new Date('2026-11-22T12:00:00.000Z'))).toBe(false)
    expect(canVote(nextVote, new Date('2026-11-22T12:00:00.001Z'))).toBe(true)
  })

  it('counts down to nextVote', () => {
    expect(timeUntilVote(nextVote, new Date('2026-11-22T10:00:00Z'))).toBe(2 * 3600_000)
    expect(timeUntilVote(nextVote, new Date('2026-11-22T13:00:00Z'))).toBe(0)
  })

  it('validates after 20 s or more, not before', () => {
    expect(VOTE_VALIDATION_DELAY_MS).toBe(20_000)
    expect(isVoteDue(1000, 1000 + 19_999)).toBe(false)
    expect(isVoteDue(1000, 1000 + 20_000)).toBe(true)
    expect(isVoteDue(1000, 1000 + 25_000)).toBe(true)
  })
})

describe('isSafeLink', () => {
  it.each([
    ['https://top-serveurs.net/vote/airflyff', true],
    ['http://example.com', true],
    ['/__mock/vote/top', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox', false],
    ['', false],
    ['//other.example/vote', false],
    ['/\\other.example/vote', false],
    ['\\\\other.example/vote', false],
    ['https:other.example', false],
    ['https:///other.example', false],
    ['ftp://other.example', false],
    ['HTTPS://Top-Serveurs.net/vote', true],
    [' https://top-serveurs.net/vote', false],
    ['x-https://top-serveurs.net/vote', false],
    ['https://top-serveurs.net:99999/vote', false],
    ['https://top serveurs.net/vote', false],
  ])('%s -> %s', (link, safe) => {
    expect(isSafeLink(link)).toBe(safe)
  })
})
