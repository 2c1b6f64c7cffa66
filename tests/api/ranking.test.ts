import { jobName } from '@contract/catalog'
import { describe, expect, it } from 'vitest'
import { clientFor, rawFetch, forEachBackend } from './helpers'

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
  })
})
