import { MOCK_PRICE_IDS } from '@contract/catalog'
import type { HistoryEntry } from '@contract/schemas'
import { TRANSFER_CONSENT, VOTE_VALIDATION_DELAY_MS } from '@contract/rules'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  JOUEUR_TARGET,
  backend,
  clientFor,
  clientWith,
  forEachBackend,
  gtop100Pingback,
} from './helpers'

/**
 * What happens after the sale, on both backends: refunds and disputes take back in proportion,
 * at once and once (Stripe's signed webhook on the server, the mock provider's notices in the
 * embedded backend), and the player's history says it all.
 */
forEachBackend(() => {
  /** The alerts channel's messages, their numbers as N (a promotion may change the points). */
  const alerts = async () =>
    (await backend().discordMessages())
      .filter((message) => message.channel === 'alerts')
      .map((message) => message.content.replace(/\d[\d\u00a0]*/g, 'N'))

  const joueur = () => clientFor('joueur')

  async function buy(pack: keyof typeof MOCK_PRICE_IDS) {
    const opened = await joueur().shop.checkout({ body: { priceId: MOCK_PRICE_IDS[pack] } })
    if (opened.status !== 201) throw new Error(`checkout answered ${opened.status}`)
    await backend().completeCheckout(opened.body.url)
    return opened.body.url
  }

  const profile = async () => (await joueur().profile.get()).body

  async function readHistory(query: { limit?: number; cursor?: string; kind?: string } = {}) {
    const answer = await joueur().history.list({ query: query as never })
    if (answer.status !== 200) throw new Error(`history answered ${answer.status}`)
    return answer.body
  }

  // The demo player has a past (backend/demo/demo-history.ts): each test reads what it added.
  let seeded = 0
  beforeEach(async () => {
    const { entries } = await readHistory({ limit: 1 })
    seeded = Number(entries[0]?.id ?? 0)
  })
  async function history(query: { limit?: number; cursor?: string; kind?: string } = {}) {
    const page = await readHistory(query)
    return { ...page, entries: page.entries.filter((entry) => Number(entry.id) > seeded) }
  }

  const kindsOf = (entries: HistoryEntry[]) => entries.map((entry) => entry.kind)

  async function expectLedgerMatches() {
    for (const row of await backend().ledgerAudit()) expect(row.ledgerSum, row.uid).toBe(row.points)
  }

  describe('refunds', () => {
    it('buy, claim, refund: points and the month’s progress go back, the reward becomes a case', async () => {
      const url = await buy('legende')
      expect(await profile()).toEqual({ points: 2600, monthPoints: 2250 })
      const claimed = await joueur().fidelity.claim({ body: { ...JOUEUR_TARGET, rewardId: 3 } })
      expect(claimed.status).toBe(200)

      await backend().afterSale(url, { kind: 'refund', share: 1 })
      expect(await profile()).toEqual({ points: 1500, monthPoints: 1150 })
      // The next stage's reward cannot be claimed again on the progress the refund undid.
      const again = await joueur().fidelity.claimable()
      expect(again.status === 200 && again.body.map((r) => r.rewardId)).toEqual([1, 2])

      const { entries } = await history()
      expect(kindsOf(entries).slice(0, 4)).toEqual([
        'reward-case',
        'take-back',
        'claim',
        'purchase',
      ])
      expect(entries[0]).toMatchObject({ kind: 'reward-case', rewardId: 3 })
      expect(entries[1]).toMatchObject({ kind: 'take-back', cause: 'refund', points: 1100 })
      expect(entries[2]).toMatchObject({ kind: 'claim', rewardId: 3, underReview: true })
      expect(entries[3]).toMatchObject({
        kind: 'purchase',
        points: 1100,
        status: 'refunded',
        pack: { id: 'legende', title: 'Légende', price: 99.99 },
      })
      await expectLedgerMatches()
    })

    it('a half refund with points partly transferred removes what is left of the share and records the rest', async () => {
      const url = await buy('heros')
      expect(await profile()).toEqual({ points: 2025, monthPoints: 1675 })
      // Recently bought points: the transfer carries the consent (docs/decisions/063).
      const sent = await joueur().shop.order({
        body: { ...JOUEUR_TARGET, amount: 1925, consent: TRANSFER_CONSENT.version },
      })
      expect(sent.status).toBe(201)

      await backend().afterSale(url, { kind: 'refund', share: 0.5 })
      // 262 points in the refunded half: the 100 left are removed, 162 recorded as unrecovered.
      expect(await profile()).toEqual({ points: 0, monthPoints: 1675 - 262 })
      const { entries } = await history({ limit: 3 })
      expect(entries.map((e) => [e.kind, 'points' in e ? e.points : null])).toEqual([
        ['unrecovered', 162],
        ['take-back', 100],
        ['transfer', 1925],
      ])
      const [purchase] = (await history({ kind: 'purchase', limit: 1 })).entries
      expect(purchase).toMatchObject({ kind: 'purchase', status: 'partly-refunded' })

      // The rest refunded later: its share taken back the same way, once.
      await backend().afterSale(url, { kind: 'refund', share: 1 })
      await backend().afterSale(url, { kind: 'refund', share: 0.5 })
      expect(await profile()).toEqual({ points: 0, monthPoints: 1150 })
      const after = await history({ limit: 2 })
      // Nothing left on the balance: the second half is recorded as unrecovered in full.
      expect(after.entries.map((e) => [e.kind, 'points' in e ? e.points : null])).toEqual([
        ['unrecovered', 263],
        ['unrecovered', 162],
      ])
      await expectLedgerMatches()
      expect(await alerts()).toEqual([
        "💸 Remboursement\u00a0: N AirPoints déjà dépensés n'ont pu être repris.",
        "💸 Remboursement\u00a0: N AirPoints déjà dépensés n'ont pu être repris.",
      ])
    })

    it('20 concurrent deliveries of one refund take back once', async () => {
      const url = await buy('chevalier')
      await Promise.all(
        Array.from({ length: 20 }, () => backend().afterSale(url, { kind: 'refund', share: 1 })),
      )
      expect(await profile()).toEqual({ points: 1500, monthPoints: 1150 })
      expect(kindsOf((await history({ kind: 'take-back' })).entries)).toEqual(['take-back'])
      await expectLedgerMatches()
    })
  })

  describe('disputes', () => {
    it('a dispute takes back like a full refund; won, it gives back once', async () => {
      const url = await buy('chevalier')
      expect(await profile()).toEqual({ points: 1710, monthPoints: 1360 })
      await backend().afterSale(url, { kind: 'dispute-opened' })
      await backend().afterSale(url, { kind: 'dispute-opened' })
      expect(await profile()).toEqual({ points: 1500, monthPoints: 1150 })
      const [disputed] = (await history({ kind: 'purchase', limit: 1 })).entries
      expect(disputed).toMatchObject({ status: 'disputed' })

      await backend().afterSale(url, { kind: 'dispute-closed', won: true })
      await backend().afterSale(url, { kind: 'dispute-closed', won: true })
      await backend().afterSale(url, { kind: 'dispute-opened' })
      expect(await profile()).toEqual({ points: 1710, monthPoints: 1360 })
      const { entries } = await history({ limit: 3 })
      expect(entries.map((e) => [e.kind, 'points' in e ? e.points : null])).toEqual([
        ['dispute-won', 210],
        ['take-back', 210],
        ['purchase', 210],
      ])
      expect(entries[2]).toMatchObject({ status: 'paid' })
      await expectLedgerMatches()
    })

    it('a dispute lost keeps what it took; one closed before its opening arrived takes back once', async () => {
      const first = await buy('chevalier')
      await backend().afterSale(first, { kind: 'dispute-opened' })
      await backend().afterSale(first, { kind: 'dispute-closed', won: false })
      const second = await buy('aventurier')
      await backend().afterSale(second, { kind: 'dispute-closed', won: false })
      await backend().afterSale(second, { kind: 'dispute-opened' })
      expect(await profile()).toEqual({ points: 1500, monthPoints: 1150 })
      expect((await history({ kind: 'take-back' })).entries).toHaveLength(2)
      await expectLedgerMatches()
      // The operators' alerts (decision 060): opened and lost, each once, no e-mail.
      expect((await alerts()).sort()).toEqual([
        '⚠️ Litige ouvert sur un achat de N AirPoints.',
        '❌ Litige perdu sur un achat de N AirPoints.',
        '❌ Litige perdu sur un achat de N AirPoints.',
      ])
    })

    it('refunded while its dispute was open, a payment won at the bank gives nothing back', async () => {
      const url = await buy('chevalier')
      await backend().afterSale(url, { kind: 'dispute-opened' })
      await backend().afterSale(url, { kind: 'refund', share: 1 })
      await backend().afterSale(url, { kind: 'dispute-closed', won: true })
      expect(await profile()).toEqual({ points: 1500, monthPoints: 1150 })
      const [purchase] = (await history({ kind: 'purchase', limit: 1 })).entries
      expect(purchase).toMatchObject({ status: 'refunded' })
      await expectLedgerMatches()
    })

    it('20 concurrent deliveries of each notice apply once', async () => {
      const url = await buy('chevalier')
      const twenty = (notice: Parameters<ReturnType<typeof backend>['afterSale']>[1]) =>
        Promise.all(Array.from({ length: 20 }, () => backend().afterSale(url, notice)))
      await twenty({ kind: 'dispute-opened' })
      expect(await profile()).toEqual({ points: 1500, monthPoints: 1150 })
      await twenty({ kind: 'dispute-closed', won: true })
      expect(await profile()).toEqual({ points: 1710, monthPoints: 1360 })
      expect(kindsOf((await history({ limit: 3 })).entries)).toEqual([
        'dispute-won',
        'take-back',
        'purchase',
      ])
      await expectLedgerMatches()
    })
  })

  describe('notices ahead of their payment', () => {
    /** A session opened but not paid yet: its payment is not recorded. */
    async function open(pack: keyof typeof MOCK_PRICE_IDS) {
      const opened = await joueur().shop.checkout({ body: { priceId: MOCK_PRICE_IDS[pack] } })
      if (opened.status !== 201) throw new Error(`checkout answered ${opened.status}`)
      return opened.body.url
    }

    it('a full refund notified before the payment: the pack is credited then taken back, net 0, both in the history', async () => {
      const url = await open('chevalier')
      await backend().afterSale(url, { kind: 'refund', share: 1 })
      expect(await profile()).toEqual({ points: 1500, monthPoints: 1150 })
      await backend().completeCheckout(url)
      expect(await profile()).toEqual({ points: 1500, monthPoints: 1150 })
      const { entries } = await history()
      expect(entries.map((e) => [e.kind, 'points' in e ? e.points : null])).toEqual([
        ['take-back', 210],
        ['purchase', 210],
      ])
      expect(entries[0]).toMatchObject({ cause: 'refund' })
      expect(entries[1]).toMatchObject({ status: 'refunded' })
      await expectLedgerMatches()
    })

    it('a half refund notified before the payment takes back its share only, once', async () => {
      const url = await open('heros')
      await backend().afterSale(url, { kind: 'refund', share: 0.5 })
      await backend().afterSale(url, { kind: 'refund', share: 0.5 })
      await backend().completeCheckout(url)
      expect(await profile()).toEqual({ points: 1500 + 263, monthPoints: 1150 + 263 })
      expect(kindsOf((await history()).entries)).toEqual(['take-back', 'purchase'])
      const [purchase] = (await history({ kind: 'purchase', limit: 1 })).entries
      expect(purchase).toMatchObject({ status: 'partly-refunded' })
      await expectLedgerMatches()
    })

    it('a dispute opened before the payment is recorded takes back with the credit; won, it gives back', async () => {
      const url = await open('chevalier')
      await backend().afterSale(url, { kind: 'dispute-opened' })
      await backend().completeCheckout(url)
      expect(await profile()).toEqual({ points: 1500, monthPoints: 1150 })
      const { entries } = await history()
      expect(kindsOf(entries)).toEqual(['take-back', 'purchase'])
      expect(entries[0]).toMatchObject({ cause: 'dispute', points: 210 })
      expect(entries[1]).toMatchObject({ status: 'disputed' })
      await backend().afterSale(url, { kind: 'dispute-closed', won: true })
      expect(await profile()).toEqual({ points: 1710, monthPoints: 1360 })
      await expectLedgerMatches()
    })
  })

  describe('failed payments', () => {
    it('a delayed payment that fails credits nothing and shows as failed, once', async () => {
      const opened = await joueur().shop.checkout({ body: { priceId: MOCK_PRICE_IDS.heros } })
      if (opened.status !== 201) throw new Error(`checkout answered ${opened.status}`)
      await backend().failCheckout(opened.body.url)
      await backend().failCheckout(opened.body.url)
      expect(await profile()).toEqual({ points: 1500, monthPoints: 1150 })
      const { entries } = await history({ kind: 'purchase' })
      expect(entries).toEqual([
        expect.objectContaining({
          kind: 'purchase',
          points: 0,
          status: 'failed',
          pack: expect.objectContaining({ id: 'heros' }),
        }),
      ])
    })
  })

  describe('GET /me/history', () => {
    it('answers 401 without a valid bearer', async () => {
      const answer = await clientWith('pas-un-jeton').history.list({ query: {} })
      expect(answer.status).toBe(401)
    })

    it('pages the ledger newest first, with transfers and votes, and their delivery', async () => {
      await buy('debutant')
      const sent = await joueur().shop.order({ body: { ...JOUEUR_TARGET, amount: 10 } })
      expect(sent.status).toBe(201)
      await backend().game.settle()
      const first = await history({ limit: 1 })
      expect(first.entries).toEqual([
        expect.objectContaining({
          kind: 'transfer',
          points: 10,
          delivery: expect.objectContaining({ kind: 'points', amount: 10, state: 'sent' }),
        }),
      ])
      expect(first.nextCursor).not.toBeNull()
      const second = await history({ limit: 1, cursor: first.nextCursor ?? undefined })
      expect(second.entries).toEqual([
        expect.objectContaining({ kind: 'purchase', points: 50, status: 'paid' }),
      ])
      const all = await history({ limit: 50 })
      expect(all.nextCursor).toBeNull()
      expect(all.entries.map((e) => Number(e.id))).toEqual(
        [...all.entries.map((e) => Number(e.id))].sort((a, b) => b - a),
      )
      expect((await clientFor('nouveau').history.list({ query: {} })).body).toEqual({
        entries: [],
        nextCursor: null,
      })
    })

    it('lists a counted vote (its site confirmed it) with its site, and not a refused one', async () => {
      const start = new Date('2026-05-04T10:00:00Z')
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(start)
      await backend().reset()
      const requested = await joueur().votes.request({ body: { providerId: 'gtop100' } })
      if (requested.status !== 200) throw new Error(`vote request answered ${requested.status}`)
      const early = await joueur().votes.validate({ body: { voteToken: requested.body.token } })
      expect(early.status).toBe(403)
      expect((await history({ kind: 'vote' })).entries).toEqual([])
      const again = await joueur().votes.request({ body: { providerId: 'gtop100' } })
      if (again.status !== 200) throw new Error(`vote request answered ${again.status}`)
      expect((await gtop100Pingback(again.body.link)).status).toBe(200)
      vi.setSystemTime(new Date(start.getTime() + VOTE_VALIDATION_DELAY_MS))
      const counted = await joueur().votes.validate({ body: { voteToken: again.body.token } })
      expect(counted.status).toBe(200)
      expect((await history({ kind: 'vote' })).entries).toEqual([
        expect.objectContaining({
          kind: 'vote',
          providerId: 'gtop100',
          providerName: expect.any(String),
        }),
      ])
    })

    it('refuses a malformed cursor or limit (400)', async () => {
      const bad = await joueur().history.list({ query: { cursor: 'abc' } as never })
      expect(bad.status).toBe(400)
      const big = await joueur().history.list({ query: { limit: 500 } as never })
      expect(big.status).toBe(400)
    })
  })
})
