import { jobName } from '@contract/catalog'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_RANKING } from '@backend/routes/ranking'
import { backend, clientFor, rawFetch, forEachBackend } from './helpers'

const TTL_S = DEFAULT_RANKING.ttlMs / 1000

/** The max-age of a public answer's Cache-Control, or null when it is not public. */
function publicMaxAge(response: Response): number | null {
  const match = /^public, max-age=(\d+)$/.exec(response.headers.get('cache-control') ?? '')
  return match ? Number(match[1]) : null
}

forEachBackend(() => {
  describe('GET /ranking/characters (public)', () => {
    it('answers at least 30 characters over many jobs, one of them unknown, best level first', async () => {
      const answer = await clientFor('nouveau').ranking.characters()
      expect(answer.status).toBe(200)
      const rows = answer.status === 200 ? answer.body : []
      expect(rows.length).toBeGreaterThanOrEqual(30)
      expect(new Set(rows.map((r) => r.job)).size).toBeGreaterThanOrEqual(20)
      expect(rows.filter((r) => jobName(r.job) === '-').map((r) => r.job)).toEqual([99])
      const levels = rows.map((r) => r.level)
      expect(levels).toEqual([...levels].sort((a, b) => b - a))
      expect(rows.every((r) => Number.isInteger(r.playingTime) && r.playingTime > 0)).toBe(true)
    })

    it('needs no token', async () => {
      const response = await rawFetch('/ranking/characters')
      expect(response.status).toBe(200)
      expect(((await response.json()) as unknown[]).length).toBeGreaterThanOrEqual(30)
    })

    it('is public until its next read: Cache-Control public with a max-age, and an ETag', async () => {
      const response = await rawFetch('/ranking/characters')
      expect(response.status).toBe(200)
      const maxAge = publicMaxAge(response)
      expect(maxAge).not.toBeNull()
      expect(maxAge).toBeGreaterThan(0)
      expect(maxAge).toBeLessThanOrEqual(TTL_S)
      expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/)
      expect(response.headers.get('content-type')).toContain('application/json')
    })

    it('answers 304 without a body to the If-None-Match of its ETag, the rows to another tag', async () => {
      const first = await rawFetch('/ranking/characters')
      const etag = first.headers.get('etag') ?? ''
      const rows = await first.text()

      const again = await rawFetch('/ranking/characters', { headers: { 'if-none-match': etag } })
      expect(again.status).toBe(304)
      expect(await again.text()).toBe('')
      expect(again.headers.get('etag')).toBe(etag)
      expect(publicMaxAge(again)).toBeGreaterThan(0)

      const weak = await rawFetch('/ranking/characters', {
        headers: { 'if-none-match': `"autre", W/${etag}` },
      })
      expect(weak.status).toBe(304)

      const other = await rawFetch('/ranking/characters', {
        headers: { 'if-none-match': '"une-autre-version"' },
      })
      expect(other.status).toBe(200)
      expect(await other.text()).toBe(rows)
      expect(other.headers.get('etag')).toBe(etag)
    })

    it('counts its max-age down, then is read again from the game', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      const start = new Date('2031-03-01T12:00:00Z')
      vi.setSystemTime(start)
      const first = await rawFetch('/ranking/characters')
      expect(publicMaxAge(first)).toBe(TTL_S)
      const etag = first.headers.get('etag') ?? ''

      vi.setSystemTime(start.getTime() + 20_400)
      const later = await rawFetch('/ranking/characters', { headers: { 'if-none-match': etag } })
      expect(later.status).toBe(304)
      expect(publicMaxAge(later)).toBe(TTL_S - 21)

      vi.setSystemTime(start.getTime() + TTL_S * 1000)
      const next = await rawFetch('/ranking/characters')
      expect(next.status).toBe(200)
      expect(publicMaxAge(next)).toBe(TTL_S)
      // The same characters read again: the same ETag.
      expect(next.headers.get('etag')).toBe(etag)
    })

    it('is the only kind of answer cached: a personal one is neither public nor answered 304', async () => {
      const token = await backend().tokenFor('joueur')
      const headers = { authorization: `Bearer ${token}`, 'if-none-match': '*' }
      const profile = await rawFetch('/me/profile', { headers })
      expect(profile.status).toBe(200)
      expect(profile.headers.get('etag')).toBeNull()
      expect(profile.headers.get('cache-control') ?? '').not.toContain('public')
      expect(await profile.json()).toEqual({ points: 1500, monthPoints: 1150 })
    })
  })
})
