import type { AuditEntry } from '@contract/schemas'
import { beforeEach, describe, expect, it } from 'vitest'
import { JOUEUR_TARGET, backend, clientFor, clientWith, forEachBackend } from './helpers'

/**
 * The operator's console on both backends: players found and shown, each action atomic,
 * idempotent and audited, the payments and their totals.
 */
forEachBackend(() => {
  const operator = () => clientFor('operateur')
  const joueur = () => clientFor('joueur')
  const reason = 'Geste commercial après une panne'

  /** The actions of the log about `target` (the console's reads, recorded too, left out). */
  async function auditOf(target: string): Promise<AuditEntry[]> {
    const answer = await operator().admin.audit({ query: { target } })
    if (answer.status !== 200) throw new Error(`audit answered ${answer.status}`)
    return answer.body.entries.filter((entry) => entry.reason !== 'Consultation')
  }

  async function balance() {
    return (await joueur().profile.get()).body
  }

  // On the server, the demo player's rows become theirs when their token is first seen.
  beforeEach(async () => {
    await balance()
  })

  async function expectLedgerMatches() {
    for (const row of await backend().ledgerAudit()) expect(row.ledgerSum).toBe(row.points)
  }

  describe('players', () => {
    it('finds the demo player by email, uid, game account and character name', async () => {
      for (const [q, matchedBy] of [
        ['joueur@portail', 'email'],
        ['joueur', 'uid'],
        ['HEROS02', 'account'],
        ['cyrene', 'character'],
      ] as const) {
        const answer = await operator().admin.players({ query: { q } })
        expect(answer.status).toBe(200)
        if (answer.status !== 200) continue
        expect(answer.body.players).toContainEqual({
          uid: 'joueur',
          email: 'joueur@portail.test',
          points: 1500,
          matchedBy,
        })
      }
      const none = await operator().admin.players({ query: { q: 'personne-ici' } })
      expect(none).toMatchObject({ status: 200, body: { players: [] } })
    })

    it('shows a player: balance, month, game accounts, refund cases, and their history', async () => {
      const answer = await operator().admin.player({ params: { uid: 'joueur' } })
      expect(answer.status).toBe(200)
      if (answer.status !== 200) return
      expect(answer.body).toMatchObject({
        uid: 'joueur',
        email: 'joueur@portail.test',
        points: 1500,
      })
      expect(await balance()).toMatchObject({ monthPoints: answer.body.monthPoints })
      expect(answer.body.accounts.map((a) => a.name)).toEqual(['heros01', 'heros02'])
      expect(answer.body.refundCases).toEqual([
        expect.objectContaining({ cause: 'refund', points: 100, settled: false }),
      ])
      const theirs = await joueur().history.list({ query: {} })
      const seen = await operator().admin.playerHistory({ params: { uid: 'joueur' }, query: {} })
      expect(seen.status).toBe(200)
      expect(seen.body).toEqual(theirs.body)
    })

    it('answers 404 in French for an unknown player', async () => {
      const answer = await operator().admin.player({ params: { uid: 'inconnu' } })
      expect(answer).toMatchObject({ status: 404, body: { message: 'Joueur introuvable.' } })
    })
  })

  describe('credit and debit', () => {
    it('credits with a reason: ledger, balance, audit log, and the player’s own history', async () => {
      const answer = await operator().admin.credit({
        params: { uid: 'joueur' },
        body: { amount: 100, reason },
        headers: { 'idempotency-key': 'credit-1' },
      })
      expect(answer.status).toBe(201)
      if (answer.status !== 201) return
      expect(answer.body.points).toBe(1600)
      expect(await balance()).toMatchObject({ points: 1600 })
      const [entry] = await auditOf('joueur')
      expect(entry).toMatchObject({
        id: answer.body.auditId,
        operator: { uid: 'operateur', email: 'admin@portail.test' },
        action: 'points.credit',
        target: 'joueur',
        reason,
        result: 'applied',
        message: null,
        details: { amount: 100, balance: 1600 },
      })
      const history = await joueur().history.list({ query: { limit: 1 } })
      expect(history.body).toMatchObject({ entries: [{ kind: 'adjustment', points: 100 }] })
      await expectLedgerMatches()
    })

    it('never debits below 0: a French refusal, nothing moved, the refusal audited', async () => {
      const answer = await operator().admin.debit({
        params: { uid: 'joueur' },
        body: { amount: 1501, reason },
      })
      expect(answer.status).toBe(400)
      expect((answer.body as { message: string }).message).toBe(
        'Solde insuffisant\u00a0: ce joueur a 1500 AirPoints, impossible d’en retirer 1501.',
      )
      expect(await balance()).toMatchObject({ points: 1500 })
      expect((await auditOf('joueur'))[0]).toMatchObject({
        action: 'points.debit',
        result: 'refused',
        reason,
      })
      const debited = await operator().admin.debit({
        params: { uid: 'joueur' },
        body: { amount: 1500, reason },
      })
      expect(debited).toMatchObject({ status: 201, body: { points: 0 } })
      const history = await joueur().history.list({ query: { limit: 1 } })
      expect(history.body).toMatchObject({ entries: [{ kind: 'adjustment', points: -1500 }] })
      await expectLedgerMatches()
    })

    it('refuses a missing reason or a bad amount, changing and auditing nothing', async () => {
      for (const body of [
        { amount: 100, reason: '  ' },
        { amount: 0, reason },
        { amount: 1.5, reason },
      ]) {
        const answer = await operator().admin.credit({ params: { uid: 'joueur' }, body })
        expect(answer.status).toBe(400)
      }
      expect(await balance()).toMatchObject({ points: 1500 })
      expect(await auditOf('joueur')).toEqual([])
    })

    it('two operators crediting with one key apply it once', async () => {
      const second = clientWith(await backend().operatorToken('operateur2'))
      const request = {
        params: { uid: 'joueur' },
        body: { amount: 100, reason },
        headers: { 'idempotency-key': 'shared-key' },
      }
      const answers = await Promise.all([
        operator().admin.credit(request),
        second.admin.credit(request),
        operator().admin.credit(request),
        second.admin.credit(request),
      ])
      for (const answer of answers)
        expect(answer).toMatchObject({ status: 201, body: { points: 1600 } })
      expect(await balance()).toMatchObject({ points: 1600 })
      expect((await auditOf('joueur')).filter((e) => e.action === 'points.credit')).toHaveLength(1)
      // The same key for another request is refused.
      const other = await second.admin.credit({ ...request, body: { amount: 5, reason } })
      expect(other.status).toBe(422)
      expect(await balance()).toMatchObject({ points: 1600 })
      await expectLedgerMatches()
    })
  })

  describe('reads of the console', () => {
    it('records who looked at a player, searched and listed the payments, in the audit log', async () => {
      expect((await operator().admin.players({ query: { q: 'joueur@portail' } })).status).toBe(200)
      expect((await operator().admin.player({ params: { uid: 'joueur' } })).status).toBe(200)
      expect((await operator().admin.payments({ query: {} })).status).toBe(200)
      const log = await operator().admin.audit({ query: {} })
      if (log.status !== 200) throw new Error(`audit answered ${log.status}`)
      const reads = log.body.entries.slice(0, 3).map((e) => ({
        operator: e.operator.uid,
        action: e.action,
        target: e.target,
        reason: e.reason,
        details: e.details,
      }))
      expect(reads).toEqual([
        {
          operator: 'operateur',
          action: 'payments.view',
          target: null,
          reason: 'Consultation',
          details: { month: null, status: null },
        },
        {
          operator: 'operateur',
          action: 'player.view',
          target: 'joueur',
          reason: 'Consultation',
          details: {},
        },
        {
          operator: 'operateur',
          action: 'player.search',
          target: null,
          reason: 'Consultation',
          details: { query: 'joueur@portail', results: 1 },
        },
      ])
    })
  })

  describe('deliveries and refund cases', () => {
    it('resends a failed reward delivery once, to another character, audited', async () => {
      const player = await operator().admin.player({ params: { uid: 'joueur' } })
      if (player.status !== 200) throw new Error('player view failed')
      const other = player.body.accounts[0]?.characters.find(
        (c) => c.characterId !== JOUEUR_TARGET.characterId,
      )
      if (!other) throw new Error('the demo player has a second character')
      const claimable = await joueur().fidelity.claimable()
      const rewardId = claimable.status === 200 ? claimable.body[0]?.rewardId : undefined
      if (!rewardId) throw new Error('the demo player has no claimable reward')
      backend().game.setReachable(false)
      const claim = await joueur().fidelity.claim({
        body: { ...JOUEUR_TARGET, rewardId },
        headers: { 'idempotency-key': 'to-resend' },
      })
      if (claim.status !== 200) throw new Error(`claim answered ${claim.status}`)
      backend().game.setReachable(true)
      await backend().game.deleteCharacter(JOUEUR_TARGET.characterId)
      await backend().game.settle()
      const { deliveryId } = claim.body.delivery

      const pending = await operator().admin.resend({
        params: { uid: 'joueur', deliveryId: 'inconnue' },
        body: { reason },
      })
      expect(pending.status).toBe(404)
      const resent = await operator().admin.resend({
        params: { uid: 'joueur', deliveryId },
        body: { reason, accountId: JOUEUR_TARGET.accountId, characterId: other.characterId },
      })
      expect(resent).toMatchObject({
        status: 201,
        body: { state: 'pending', kind: 'item', count: 1, characterId: other.characterId },
      })
      const again = await operator().admin.resend({
        params: { uid: 'joueur', deliveryId },
        body: { reason, accountId: JOUEUR_TARGET.accountId, characterId: other.characterId },
      })
      expect(again).toMatchObject({
        status: 409,
        body: { message: 'Cette livraison a déjà été renvoyée.' },
      })
      await backend().game.settle()
      const rows = (await backend().game.rows()).filter((r) => r.characterId === other.characterId)
      expect(rows).toHaveLength(1)
      const actions = (await auditOf('joueur')).map((e) => [e.action, e.result])
      expect(actions).toEqual([
        ['delivery.resend', 'refused'],
        ['delivery.resend', 'applied'],
        ['delivery.resend', 'refused'],
      ])
      expect(await balance()).toMatchObject({ points: 1500 })
    })

    it('a refused transfer is not resent: its points were given back to the player', async () => {
      backend().game.setReachable(false)
      const order = await joueur().shop.order({
        body: { ...JOUEUR_TARGET, amount: 50 },
        headers: { 'idempotency-key': 'returned' },
      })
      if (order.status !== 201) throw new Error(`order answered ${order.status}`)
      backend().game.setReachable(true)
      await backend().game.deleteCharacter(JOUEUR_TARGET.characterId)
      await backend().game.settle()
      expect(await balance()).toMatchObject({ points: 1500 })
      const resent = await operator().admin.resend({
        params: { uid: 'joueur', deliveryId: order.body.delivery.deliveryId },
        body: { reason, accountId: JOUEUR_TARGET.accountId, characterId: 2 },
      })
      expect(resent).toMatchObject({
        status: 409,
        body: {
          message: expect.stringMatching(/^Les AirPoints de ce transfert ont déjà été rendus/),
        },
      })
      expect(await balance()).toMatchObject({ points: 1500 })
      await expectLedgerMatches()
    })

    it('marks a refund case settled once', async () => {
      const player = await operator().admin.player({ params: { uid: 'joueur' } })
      if (player.status !== 200) throw new Error('player view failed')
      const [open] = player.body.refundCases
      if (!open) throw new Error('the demo player has a refund case')
      const settle = () =>
        operator().admin.settle({
          params: { uid: 'joueur', caseId: open.caseId },
          body: { reason: 'Remboursé par virement' },
        })
      const [first, second] = await Promise.all([settle(), settle()])
      expect([first.status, second.status].sort()).toEqual([201, 409])
      const after = await operator().admin.player({ params: { uid: 'joueur' } })
      expect(after.body).toMatchObject({ refundCases: [{ caseId: open.caseId, settled: true }] })
      expect(await auditOf('joueur')).toHaveLength(2)
      expect(await balance()).toMatchObject({ points: 1500 })
    })
  })

  describe('payments', () => {
    it('lists payments with their status, filters them, and totals each month', async () => {
      const all = await operator().admin.payments({ query: {} })
      expect(all.status).toBe(200)
      if (all.status !== 200) return
      const statuses = new Set(all.body.payments.map((p) => p.status))
      expect(statuses.has('refunded')).toBe(true)
      const refunded = await operator().admin.payments({ query: { status: 'refunded' } })
      if (refunded.status !== 200) throw new Error('payments failed')
      expect(refunded.body.payments.length).toBeGreaterThan(0)
      expect(refunded.body.payments.every((p) => p.status === 'refunded')).toBe(true)
      for (const total of all.body.totals) {
        const ofMonth = all.body.payments.filter(
          (p) => p.month === total.month && p.status !== 'failed',
        )
        const gross = ofMonth.reduce((sum, p) => sum + p.amount, 0)
        expect(total.gross).toBeCloseTo(gross, 2)
        expect(total.net).toBeCloseTo(total.gross - total.refunded - total.disputed, 2)
      }
      const month = refunded.body.payments[0]?.month ?? ''
      const ofMonth = await operator().admin.payments({ query: { month } })
      if (ofMonth.status !== 200) throw new Error('payments failed')
      expect(ofMonth.body.payments.every((p) => p.month === month)).toBe(true)
      expect(ofMonth.body.totals.map((t) => t.month)).toEqual([month])
      expect(ofMonth.body.totals[0]?.refunded).toBeGreaterThan(0)
      expect(ofMonth.body.totals[0]?.net).toBeLessThan(ofMonth.body.totals[0]?.gross ?? 0)
    })
  })
})
