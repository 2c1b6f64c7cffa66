import { VOTE_TOKEN_LIFETIME_MS, VOTE_VALIDATION_DELAY_MS } from '@contract/rules'
import { describe, expect, it, vi } from 'vitest'
import {
  backend,
  clientFor,
  clientWith,
  forEachBackend,
  gtop100Pingback,
  malformed,
} from './helpers'

forEachBackend(() => {
  const START = new Date('2026-05-04T10:00:00Z')

  /** Fake Date only (msw and fetch keep real timers), then a fresh seed at START. */
  async function atStart() {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(START)
    await backend().reset()
  }

  const after = (ms: number) => vi.setSystemTime(new Date(START.getTime() + ms))

  async function requestVote(uid: 'joueur' | 'nouveau', providerId = 'gtop100') {
    const answer = await clientFor(uid).votes.request({ body: { providerId } })
    if (answer.status !== 200) throw new Error(`request answered ${answer.status}`)
    return answer.body
  }
  const requestToken = async (uid: 'joueur' | 'nouveau', providerId = 'gtop100') =>
    (await requestVote(uid, providerId)).token

  /** A token of joueur on gtop100 whose vote gtop100 confirmed. */
  async function confirmedToken() {
    const { token, link } = await requestVote('joueur')
    expect((await gtop100Pingback(link)).status).toBe(200)
    return token
  }

  const validate = (token: string) =>
    clientFor('joueur').votes.validate({ body: { voteToken: token } })
  const votesOn = async (providerId: string) => {
    const list = await clientFor('joueur').votes.list()
    return list.status === 200 ? list.body.find((p) => p.id === providerId)?.votes : undefined
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
      expect(nouveau.status === 200 && nouveau.body.map((p) => p.votes)).toEqual([0, 0, 0])
      // Nothing of a site's verification reaches the page.
      expect(JSON.stringify(joueur.body)).not.toMatch(/demo-|pingback|verification/i)
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
      expect(bad).toMatchObject({
        status: 400,
        body: { message: expect.stringMatching(/^Requête invalide/) },
      })
    })
  })

  describe('POST /me/votes/validate', () => {
    it('counts the vote 20 s after the token was issued, once the site confirmed it, and starts the cooldown', async () => {
      await atStart()
      const token = await confirmedToken()
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
      const early = await confirmedToken()
      after(19_000)
      const refused = await clientFor('joueur').votes.validate({ body: { voteToken: early } })
      expect(refused).toMatchObject({ status: 403, body: { message: 'vote validated too early' } })
      after(40_000)
      const burnt = await clientFor('joueur').votes.validate({ body: { voteToken: early } })
      expect(burnt).toMatchObject({ status: 409, body: { message: 'vote token already used' } })
      const fresh = await confirmedToken()
      after(60_000)
      expect(
        (await clientFor('joueur').votes.validate({ body: { voteToken: fresh } })).status,
      ).toBe(200)
    })

    it('refuses a reused token with 409 and counts one vote only', async () => {
      await atStart()
      const token = await confirmedToken()
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
      const token = await confirmedToken()
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
      expect(answer).toMatchObject({
        status: 400,
        body: { message: expect.stringMatching(/^Requête invalide/) },
      })
    })
  })

  describe('verification with the site (push: gtop100 calls back)', () => {
    it('never counts a vote the site did not confirm; the token waits for the callback within its lifetime', async () => {
      await atStart()
      const { token, link } = await requestVote('joueur')
      expect(link).toMatch(/[?&]pingUsername=\w+/)
      after(30_000)
      const unconfirmed = await validate(token)
      expect(unconfirmed).toMatchObject({ status: 202, body: { confirmed: false } })
      expect(await votesOn('gtop100')).toBe(12)
      // gtop100 reports a vote it refused: still nothing.
      await gtop100Pingback(link, { Successful: '1' })
      expect((await validate(token)).status).toBe(202)
      after(60_000)
      expect((await gtop100Pingback(link)).status).toBe(200)
      // A repeated callback changes nothing.
      expect((await gtop100Pingback(link)).status).toBe(200)
      after(90_000)
      expect(await validate(token)).toMatchObject({ status: 200, body: { votes: 13 } })
      expect((await validate(token)).status).toBe(409)
      expect(await votesOn('gtop100')).toBe(13)
    })

    it('refuses a forged callback (wrong key, unknown site) and counts nothing for it', async () => {
      await atStart()
      const { token, link } = await requestVote('joueur')
      const forged = await gtop100Pingback(link, { pingbackkey: 'not-the-key' })
      expect(forged.status).toBe(403)
      const unknown = await fetch(`${backend().baseUrl}/votes/pingback/serveurprive`, {
        method: 'POST',
      })
      expect(unknown.status).toBe(404)
      after(30_000)
      expect((await validate(token)).status).toBe(202)
      expect(await votesOn('gtop100')).toBe(12)
    })

    it('does not take a callback received before the token was issued', async () => {
      await atStart()
      const first = await requestVote('joueur')
      await gtop100Pingback(first.link)
      // Another vote link, another reference: the earlier callback is not this vote's.
      after(1_000)
      const { token } = await requestVote('joueur')
      after(40_000)
      expect((await validate(token)).status).toBe(202)
    })

    it('one callback without a reference confirms one token of the address, never two accounts', async () => {
      await atStart()
      const other = clientWith(await (await backend().signUp('voisin@portail.test')).token())
      const mine = await requestVote('joueur')
      const theirs = await other.votes.request({ body: { providerId: 'gtop100' } })
      if (theirs.status !== 200) throw new Error(`request answered ${theirs.status}`)
      after(1_000)
      // The site calls back for the shared address, without the vote's reference.
      expect((await gtop100Pingback(undefined, { pingUsername: '' })).status).toBe(200)
      after(30_000)
      expect(await validate(mine.token)).toMatchObject({ status: 200, body: { votes: 13 } })
      const refused = await other.votes.validate({ body: { voteToken: theirs.body.token } })
      expect(refused).toMatchObject({ status: 202, body: { confirmed: false } })
      // The site's repeated callback of that vote is still the same vote.
      expect((await gtop100Pingback(undefined, { pingUsername: '' })).status).toBe(200)
      after(35_000)
      const again = await other.votes.validate({ body: { voteToken: theirs.body.token } })
      expect(again).toMatchObject({ status: 202 })
    })

    it('does not take a callback without a reference received before the token', async () => {
      await atStart()
      expect((await gtop100Pingback(undefined, { pingUsername: '' })).status).toBe(200)
      after(1_000)
      const { token } = await requestVote('joueur')
      after(40_000)
      expect((await validate(token)).status).toBe(202)
      expect(await votesOn('gtop100')).toBe(12)
    })

    it('still refuses at 19 s a vote the site confirmed, and a token past its lifetime', async () => {
      await atStart()
      const early = await confirmedToken()
      after(19_000)
      expect(await validate(early)).toMatchObject({ status: 403 })
      const late = await confirmedToken()
      after(19_000 + VOTE_TOKEN_LIFETIME_MS + 1_000)
      expect(await validate(late)).toMatchObject({
        status: 403,
        body: { message: 'vote token expired' },
      })
      expect(await votesOn('gtop100')).toBe(12)
    })
  })

  describe('verification with the site (pull: serveur-prive.net is asked)', () => {
    it("counts a vote the site confirms for the player's address, with the site's next vote", async () => {
      await atStart()
      const token = await requestToken('joueur', 'serveurprive')
      after(30_000)
      await backend().pullSite.voted(backend().clientIp)
      const answer = await validate(token)
      expect(answer).toMatchObject({ status: 200, body: { id: 'serveurprive', votes: 1 } })
      const next = answer.status === 200 ? Date.parse(answer.body.nextVote) : 0
      expect(next).toBe(START.getTime() + 30_000 + 5400_000)
    })

    it('one vote from an address confirms the token of one account only', async () => {
      await atStart()
      const other = clientWith(await (await backend().signUp('voisine@portail.test')).token())
      const mine = await requestToken('joueur', 'serveurprive')
      const theirs = await other.votes.request({ body: { providerId: 'serveurprive' } })
      if (theirs.status !== 200) throw new Error(`request answered ${theirs.status}`)
      after(30_000)
      await backend().pullSite.voted(backend().clientIp)
      expect((await validate(mine)).status).toBe(200)
      const refused = await other.votes.validate({ body: { voteToken: theirs.body.token } })
      expect(refused).toMatchObject({ status: 202, body: { confirmed: false } })
      expect(await votesOn('serveurprive')).toBe(1)
    })

    it.each(['refuses', 'times-out'] as const)(
      'counts nothing while the site %s, and counts once it confirms',
      async (behaviour) => {
        await atStart()
        const token = await requestToken('joueur', 'serveurprive')
        after(30_000)
        await backend().pullSite.voted(backend().clientIp)
        backend().pullSite.behave(behaviour)
        expect(await validate(token)).toMatchObject({ status: 202, body: { confirmed: false } })
        expect(await votesOn('serveurprive')).toBe(0)
        backend().pullSite.behave('confirms')
        expect((await validate(token)).status).toBe(200)
        expect(await votesOn('serveurprive')).toBe(1)
      },
    )

    it('asks about the address the backend sees, never one the player sends', async () => {
      await atStart()
      const spoofed = '203.0.113.9'
      const request = await fetch(`${backend().baseUrl}/me/votes/request`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await backend().tokenFor('joueur')}`,
          'content-type': 'application/json',
          'x-forwarded-for': spoofed,
          'x-real-ip': spoofed,
          'x-airflyff-client-ip': spoofed,
        },
        body: JSON.stringify({ providerId: 'serveurprive' }),
      })
      const { token } = (await request.json()) as { token: string }
      after(30_000)
      // Someone voted from the spoofed address; the player did not.
      await backend().pullSite.voted(spoofed)
      expect((await validate(token)).status).toBe(202)
      expect(await votesOn('serveurprive')).toBe(0)
    })
  })
})
