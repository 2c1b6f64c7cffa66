import { MOCK_PRICE_IDS } from '@contract/catalog'
import { RECENT_SIGN_IN_MAX_AGE_S, RECENT_SIGN_IN_REQUIRED } from '@contract/rules/rights'
import type { HistoryEntry } from '@contract/schemas'
import { describe, expect, it } from 'vitest'
import { backend, clientFor, clientWith, forEachBackend, gtop100Pingback } from './helpers'

/**
 * The player's rights on both backends: « Télécharger mes données » holds what the history
 * shows; « Supprimer mon compte » needs a recent sign-in, erases the player (a new sign-up with
 * the same address starts empty), keeps the ledger and payments without anything naming him, and
 * is harmless when asked again.
 */
forEachBackend(() => {
  describe('data export', () => {
    it('holds the profile, the game accounts, every page of the history and the votes', async () => {
      const joueur = clientFor('joueur')
      const history: HistoryEntry[] = []
      let cursor: string | undefined
      do {
        const page = await joueur.history.list({
          query: { limit: 3, ...(cursor ? { cursor } : {}) },
        })
        if (page.status !== 200) throw new Error(`history answered ${page.status}`)
        history.push(...page.body.entries)
        cursor = page.body.nextCursor ?? undefined
      } while (cursor)
      expect(history.length).toBeGreaterThan(3)

      const answer = await joueur.rights.export()
      expect(answer.status).toBe(200)
      if (answer.status !== 200) return
      const data = answer.body
      expect(data.history).toEqual(history)
      expect(data.profile).toEqual((await joueur.profile.get()).body)
      expect(data.account.email).toBe('joueur@portail.test')
      const accounts = await joueur.accounts.list()
      if (accounts.status !== 200) throw new Error(`accounts answered ${accounts.status}`)
      expect(data.gameAccounts.map((a) => a.name)).toEqual(accounts.body.map((a) => a.name))
      const votes = await joueur.votes.list()
      if (votes.status !== 200) throw new Error(`votes answered ${votes.status}`)
      const voted = votes.body.filter((site) => site.votes > 0)
      expect(voted.length).toBeGreaterThan(0)
      for (const site of voted) {
        expect(data.votes).toContainEqual({
          providerId: site.id,
          providerName: site.name,
          votes: site.votes,
          nextVote: site.nextVote,
        })
      }
    })

    it('is refused without a valid bearer', async () => {
      expect((await clientWith(null).rights.export()).status).toBe(401)
    })
  })

  describe('account closure', () => {
    const EMAIL = 'partant@portail.test'

    /** A new player with a purchase and a game account of his own. */
    async function playerWithAPast() {
      const player = await backend().signUp(EMAIL)
      const client = clientWith(await player.token())
      const opened = await client.shop.checkout({ body: { priceId: MOCK_PRICE_IDS.aventurier } })
      if (opened.status !== 201) throw new Error(`checkout answered ${opened.status}`)
      await backend().completeCheckout(opened.body.url)
      const paymentId = new URL(opened.body.url).pathname.split('/').pop() ?? ''
      const created = await client.accounts.create({
        body: { name: 'partant01', password: 'abc123', passwordConfirm: 'abc123' },
      })
      expect(created.status).toBe(200)
      const profile = await client.profile.get()
      expect(profile.status).toBe(200)
      if (profile.status === 200) expect(profile.body.points).toBeGreaterThan(0)
      return { player, client, paymentId }
    }

    it('needs a sign-in of the last minutes: an older one changes nothing', async () => {
      const { player, paymentId } = await playerWithAPast()
      const longAgo = new Date(Date.now() - (RECENT_SIGN_IN_MAX_AGE_S + 60) * 1000)
      const stale = clientWith(await player.token(longAgo))
      const refused = await stale.rights.erase()
      expect(refused.status).toBe(403)
      expect(refused.body).toEqual({ message: RECENT_SIGN_IN_REQUIRED })
      const still = await stale.profile.get()
      expect(still.status).toBe(200)
      if (still.status === 200) expect(still.body.points).toBeGreaterThan(0)
      expect((await backend().accountingOf(paymentId)).payment?.uid).toBe(player.uid)
    })

    it('erases the player, keeps the accounts without him, and is harmless asked again', async () => {
      const { player, client, paymentId } = await playerWithAPast()
      const before = await backend().accountingOf(paymentId)
      expect(before.ledger.map((row) => row.kind)).toEqual(['purchase'])
      expect(await backend().mentions([player.uid, EMAIL])).not.toEqual([])

      const erased = await client.rights.erase()
      expect(erased.status).toBe(200)
      expect(erased.body).toEqual({ erased: true })

      // Nothing names him any more; his payment and its ledger row are still there.
      expect(await backend().mentions([player.uid, EMAIL])).toEqual([])
      const after = await backend().accountingOf(paymentId)
      expect(after.ledger).toHaveLength(1)
      expect(after.ledger[0]).toMatchObject({ kind: 'purchase', delta: before.ledger[0]?.delta })
      expect(after.ledger[0]?.uid).not.toBe(player.uid)
      expect(after.payment).toMatchObject({ points: before.payment?.points })
      expect(after.payment?.uid).toBe(after.ledger[0]?.uid)
      for (const row of await backend().ledgerAudit()) {
        expect(row.ledgerSum, row.uid).toBe(row.points)
      }

      // His token names nobody now; asking again changes nothing and brings nothing back.
      const again = await client.rights.erase()
      expect([200, 401]).toContain(again.status)
      expect((await client.profile.get()).status).toBe(401)
      expect(await backend().mentions([player.uid, EMAIL])).toEqual([])

      // The game account stays the game's: another player can attach it with its password.
      const linked = await clientFor('nouveau').accounts.link({
        body: { name: 'partant01', password: 'abc123' },
      })
      expect(linked.status).toBe(200)
    })

    it('a payment notified after the closure follows the erased id and brings nobody back', async () => {
      const player = await backend().signUp(EMAIL)
      const client = clientWith(await player.token())
      const opened = await client.shop.checkout({ body: { priceId: MOCK_PRICE_IDS.aventurier } })
      if (opened.status !== 201) throw new Error(`checkout answered ${opened.status}`)
      const paymentId = new URL(opened.body.url).pathname.split('/').pop() ?? ''
      expect((await client.rights.erase()).status).toBe(200)

      // Paid before the closure, notified after it.
      await backend().completeCheckout(opened.body.url)
      expect(await backend().mentions([player.uid, EMAIL])).toEqual([])
      const late = await backend().accountingOf(paymentId)
      expect(late.payment?.uid).toMatch(/^erased:/)
      expect(late.ledger.map((row) => [row.kind, row.uid])).toContainEqual([
        'purchase',
        late.payment?.uid,
      ])
      for (const row of await backend().ledgerAudit()) {
        expect(row.ledgerSum, row.uid).toBe(row.points)
      }
    })

    it('removes what the console and the vote sites kept about him, and what named him in the audit log', async () => {
      const { player, client } = await playerWithAPast()
      const operator = clientFor('operateur')
      const credited = await operator.admin.credit({
        params: { uid: player.uid },
        body: { amount: 40, reason: 'Geste pour Jean Dupont, ticket 42' },
        headers: { 'idempotency-key': 'geste-42' },
      })
      expect(credited.status).toBe(201)
      const vote = await client.votes.request({ body: { providerId: 'gtop100' } })
      if (vote.status !== 200) throw new Error(`vote request answered ${vote.status}`)
      const voterIp = '198.51.100.23'
      expect((await gtop100Pingback(vote.body.link, { VoterIP: voterIp })).status).toBe(200)

      // The export holds the addresses and the audit entries kept about him.
      const exported = await client.rights.export()
      if (exported.status !== 200) throw new Error(`export answered ${exported.status}`)
      expect(exported.body.addresses).toContainEqual(
        expect.objectContaining({ ip: backend().clientIp, use: 'vote' }),
      )
      expect(exported.body.audit).toContainEqual(
        expect.objectContaining({
          action: 'points.credit',
          reason: 'Geste pour Jean Dupont, ticket 42',
        }),
      )

      expect((await client.rights.erase()).status).toBe(200)
      expect(await backend().mentions([player.uid, EMAIL, 'Jean Dupont', voterIp])).toEqual([])
      const log = await operator.admin.audit({ query: {} })
      if (log.status !== 200) throw new Error(`audit answered ${log.status}`)
      const entry = log.body.entries.find((e) => e.action === 'points.credit')
      expect(entry).toMatchObject({ reason: '[effacé]', details: { amount: 40 } })
      expect(entry?.target).toMatch(/^erased:/)
    })

    it('a new sign-up with the same address starts with an empty profile', async () => {
      const { client } = await playerWithAPast()
      expect((await client.rights.erase()).status).toBe(200)

      const newcomer = await backend().signUp(EMAIL)
      const fresh = clientWith(await newcomer.token())
      expect((await fresh.profile.get()).body).toEqual({ points: 0, monthPoints: 0 })
      expect((await fresh.accounts.list()).body).toEqual([])
      const history = await fresh.history.list({ query: {} })
      expect(history.body).toEqual({ entries: [], nextCursor: null })
      const data = await fresh.rights.export()
      expect(data.status).toBe(200)
      if (data.status === 200) {
        expect(data.body).toMatchObject({ gameAccounts: [], history: [], votes: [] })
      }
    })
  })
})
