import { VOTE_VALIDATION_DELAY_MS } from '@contract/rules'
import { describe, expect, it, vi } from 'vitest'
import { clientFor, malformed, backend, forEachBackend } from './helpers'

forEachBackend(() => {
  const START = new Date('2026-05-04T10:00:00Z')

  /** Fake Date only (msw and fetch keep real timers), then a fresh seed at START. */
  async function atStart() {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(START)
    await backend().reset()
  }

  const after = (ms: number) => vi.setSystemTime(new Date(START.getTime() + ms))

  async function requestToken(uid: 'joueur' | 'nouveau', providerId = 'gtop100') {
    const answer = await clientFor(uid).votes.request({ body: { providerId } })
    if (answer.status !== 200) throw new Error(`request answered ${answer.status}`)
    return answer.body.token
  }

  describe('GET /me/votes', () => {
    it("lists the providers with the caller's votes and next vote", async () => {
      await atStart()
      const joueur = await clientFor('joueur').votes.list()
      expect(joueur.status).toBe(200)
      const byId = Object.fromEntries(
        (joueur.status === 200 ? joueur.body : []).map((p) => [p.id, p]),
      )
      expect(byId.gtop100).toMatchObject({ votes: 12 })
      // The embedded backend links to its simulated voting page, the server to the site's own.
      expect(byId.gtop100?.link).toMatch(/^(\/__mock\/vote\/gtop100|https:\/\/gtop100\.com\/.+)$/)
      expect(Date.parse(byId.gtop100?.nextVote ?? '')).toBeLessThan(START.getTime())
      expect(Date.parse(byId.topg?.nextVote ?? '')).toBeGreaterThan(START.getTime())
      const nouveau = await clientFor('nouveau').votes.list()
      expect(nouveau.status === 200 && nouveau.body.map((p) => p.votes)).toEqual([0, 0])
    })
  })

  describe('POST /me/votes/request', () => {
    it('gives a token for an open provider, 403 on cooldown, 404 for an unknown one, 400 for a bad body', async () => {
      expect(await requestToken('joueur')).toMatch(/\w{16,}/)
      const cooldown = await clientFor('joueur').votes.request({ body: { providerId: 'topg' } })
      expect(cooldown).toMatchObject({ status: 403, body: { message: 'vote on cooldown' } })
      const unknown = await clientFor('joueur').votes.request({ body: { providerId: 'nope' } })
      expect(unknown).toMatchObject({ status: 404 })
      const bad = await clientFor('joueur').votes.request({
        body: malformed({ provider: 'gtop100' }),
      })
      expect(bad).toMatchObject({ status: 400, body: { message: 'Request validation failed' } })
    })
  })

  describe('POST /me/votes/validate', () => {
    it('counts the vote 20 s after the token was issued and starts the cooldown', async () => {
      await atStart()
      const token = await requestToken('joueur')
      after(VOTE_VALIDATION_DELAY_MS)
      const answer = await clientFor('joueur').votes.validate({ body: { voteToken: token } })
      expect(answer).toMatchObject({ status: 200, body: { id: 'gtop100', votes: 13 } })
      const next = answer.status === 200 ? Date.parse(answer.body.nextVote) : 0
      expect(next).toBe(START.getTime() + VOTE_VALIDATION_DELAY_MS + 2 * 3600_000)
      const again = await clientFor('joueur').votes.request({ body: { providerId: 'gtop100' } })
      expect(again.status).toBe(403)
    })

    it('refuses a token at 19 s (and burns it); a new token is accepted at 20 s', async () => {
      await atStart()
      const early = await requestToken('joueur')
      after(19_000)
      const refused = await clientFor('joueur').votes.validate({ body: { voteToken: early } })
      expect(refused).toMatchObject({ status: 403, body: { message: 'vote validated too early' } })
      after(40_000)
      const burnt = await clientFor('joueur').votes.validate({ body: { voteToken: early } })
      expect(burnt).toMatchObject({ status: 409, body: { message: 'vote token already used' } })
      const fresh = await requestToken('joueur')
      after(60_000)
      expect(
        (await clientFor('joueur').votes.validate({ body: { voteToken: fresh } })).status,
      ).toBe(200)
    })

    it('refuses a reused token with 409 and counts one vote only', async () => {
      await atStart()
      const token = await requestToken('joueur')
      after(30_000)
      expect(
        (await clientFor('joueur').votes.validate({ body: { voteToken: token } })).status,
      ).toBe(200)
      const reused = await clientFor('joueur').votes.validate({ body: { voteToken: token } })
      expect(reused).toMatchObject({ status: 409 })
      const list = await clientFor('joueur').votes.list()
      expect(list.status === 200 && list.body.find((p) => p.id === 'gtop100')?.votes).toBe(13)
    })

    it("answers another player's token like an unknown one (404) and leaves it usable by its owner", async () => {
      await atStart()
      const token = await requestToken('joueur')
      after(30_000)
      const stolen = await clientFor('nouveau').votes.validate({ body: { voteToken: token } })
      expect(stolen).toMatchObject({ status: 404, body: { message: 'unknown vote token' } })
      expect(
        (await clientFor('joueur').votes.validate({ body: { voteToken: token } })).status,
      ).toBe(200)
      const unknown = await clientFor('joueur').votes.validate({ body: { voteToken: 'inconnu' } })
      expect(unknown.status).toBe(404)
    })

    it('answers 400 for a malformed body', async () => {
      const answer = await clientFor('joueur').votes.validate({
        body: malformed({ voteToken: 12 }),
      })
      expect(answer).toMatchObject({ status: 400, body: { message: 'Request validation failed' } })
    })
  })
})
