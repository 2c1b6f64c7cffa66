import { DEFAULT_LIMITS } from '@backend/http/rate-limits'
import type { AuditEntry } from '@contract/schemas'
import { beforeEach, describe, expect, it } from 'vitest'
import { backend, clientFor, clientWith, forEachBackend } from './helpers'
import { operationRaces } from './operation-races'

/** Two pairs of eyes and the undo (docs/decisions/056), on both backends. */
forEachBackend(() => {
  const operator = () => clientFor('operateur')
  const reason = 'Compensation de la panne du 12'
  const balance = async () => (await clientFor('joueur').profile.get()).body
  const second = async () => clientWith(await backend().operatorToken('operateur2'))

  async function auditOf(target: string): Promise<AuditEntry[]> {
    const answer = await operator().admin.audit({ query: { target } })
    if (answer.status !== 200) throw new Error(`audit answered ${answer.status}`)
    return answer.body.entries.filter((entry) => entry.reason !== 'Consultation')
  }

  async function expectLedgerMatches() {
    for (const row of await backend().ledgerAudit()) expect(row.ledgerSum).toBe(row.points)
  }

  beforeEach(async () => {
    backend().setLimits({ ...DEFAULT_LIMITS, approvalThreshold: 1000 })
    await balance()
  })

  async function requestCredit(amount = 5000) {
    const pending = await operator().admin.credit({
      params: { uid: 'joueur' },
      body: { amount, reason },
    })
    if (pending.status !== 202) throw new Error(`credit answered ${pending.status}`)
    return pending.body.approval.approvalId
  }

  describe('approvals', () => {
    it('keeps a credit above the threshold pending until another operator approves it, once', async () => {
      const approvalId = await requestCredit()
      expect(await balance()).toMatchObject({ points: 1500 })
      const listed = await operator().operations.approvals({ query: {} })
      expect(listed).toMatchObject({
        status: 200,
        body: { approvals: [{ approvalId, status: 'pending', amount: 5000, direction: 'credit' }] },
      })
      const own = await operator().operations.approve({ params: { approvalId }, body: { reason } })
      expect(own).toMatchObject({
        status: 409,
        body: {
          code: 'ownRequest',
          message:
            'Vous ne pouvez pas approuver votre propre demande\u00a0: un autre opérateur doit le faire.',
        },
      })
      expect(await balance()).toMatchObject({ points: 1500 })
      const approver = await second()
      const approved = await approver.operations.approve({
        params: { approvalId },
        body: { reason },
      })
      expect(approved).toMatchObject({
        status: 201,
        body: { points: 6500, approval: { status: 'approved' } },
      })
      if (approved.status === 201)
        expect(approved.body.approval.decidedBy?.uid).not.toBe('operateur')
      const again = await approver.operations.approve({ params: { approvalId }, body: { reason } })
      expect(again).toMatchObject({ status: 409, body: { code: 'alreadyDecided' } })
      expect(await balance()).toMatchObject({ points: 6500 })
      const actions = (await auditOf('joueur')).map((e) => [e.action, e.result])
      expect(actions).toEqual([
        ['points.credit.approve', 'refused'],
        ['points.credit.approve', 'applied'],
        ['points.credit.approve', 'refused'],
        ['points.credit.request', 'applied'],
      ])
      await expectLedgerMatches()
    })

    it('rejects with a reason: nothing moves, and it can no longer be approved', async () => {
      const approvalId = await requestCredit()
      const approver = await second()
      const rejected = await approver.operations.reject({
        params: { approvalId },
        body: { reason: 'Montant erroné' },
      })
      expect(rejected).toMatchObject({
        status: 201,
        body: { points: 1500, approval: { status: 'rejected', decisionReason: 'Montant erroné' } },
      })
      const late = await approver.operations.approve({ params: { approvalId }, body: { reason } })
      expect(late).toMatchObject({ status: 409, body: { code: 'alreadyDecided' } })
      expect(await balance()).toMatchObject({ points: 1500 })
      const pending = await operator().operations.approvals({ query: {} })
      expect(pending).toMatchObject({ status: 200, body: { approvals: [] } })
      const decided = await operator().operations.approvals({ query: { status: 'rejected' } })
      expect(decided.body).toMatchObject({ approvals: [{ approvalId }] })
    })

    it('checks a pending debit against the balance when it is approved', async () => {
      const tooMuch = await operator().admin.debit({
        params: { uid: 'joueur' },
        body: { amount: 2000, reason },
      })
      expect(tooMuch).toMatchObject({ status: 400, body: { code: 'insufficient' } })
      const pending = await operator().admin.debit({
        params: { uid: 'joueur' },
        body: { amount: 1200, reason },
      })
      if (pending.status !== 202) throw new Error(`debit answered ${pending.status}`)
      await operator().admin.debit({ params: { uid: 'joueur' }, body: { amount: 500, reason } })
      const approver = await second()
      const { approvalId } = pending.body.approval
      const refused = await approver.operations.approve({
        params: { approvalId },
        body: { reason },
      })
      expect(refused).toMatchObject({ status: 400, body: { code: 'insufficient' } })
      expect(await balance()).toMatchObject({ points: 1000 })
      const still = await operator().operations.approvals({ query: {} })
      expect(still.body).toMatchObject({ approvals: [{ approvalId, status: 'pending' }] })
      await expectLedgerMatches()
    })

    it('answers 404 in French for an unknown approval', async () => {
      const answer = await (
        await second()
      ).operations.approve({
        params: { approvalId: '999' },
        body: { reason },
      })
      expect(answer).toMatchObject({
        status: 404,
        body: { code: 'unknownApproval', message: 'Demande d’approbation introuvable.' },
      })
    })
  })

  describe('undo', () => {
    it('undoes a credit once, beside it in the audit log, never deleting it', async () => {
      const credited = await operator().admin.credit({
        params: { uid: 'joueur' },
        body: { amount: 300, reason },
      })
      if (credited.status !== 201) throw new Error(`credit answered ${credited.status}`)
      const { auditId } = credited.body
      const undo = () =>
        operator().operations.undo({
          params: { uid: 'joueur', auditId },
          body: { reason: 'Saisie en double' },
        })
      expect(await undo()).toMatchObject({ status: 201, body: { points: 1500 } })
      expect(await undo()).toMatchObject({
        status: 409,
        body: { code: 'alreadyUndone', message: 'Ce crédit ou débit a déjà été annulé.' },
      })
      const log = await auditOf('joueur')
      expect(log.find((e) => e.id === auditId)).toMatchObject({ action: 'points.credit' })
      expect(log.find((e) => e.action === 'points.undo' && e.result === 'applied')).toMatchObject({
        reason: 'Saisie en double',
        details: { undoes: Number(auditId), amount: 300, balance: 1500 },
      })
      await expectLedgerMatches()
    })

    it('undoes an approved credit and a debit', async () => {
      const approvalId = await requestCredit(2000)
      const approved = await (
        await second()
      ).operations.approve({
        params: { approvalId },
        body: { reason },
      })
      if (approved.status !== 201) throw new Error(`approve answered ${approved.status}`)
      const { auditId } = approved.body
      const undone = await operator().operations.undo({
        params: { uid: 'joueur', auditId },
        body: { reason },
      })
      expect(undone).toMatchObject({ status: 201, body: { points: 1500 } })
      const debited = await operator().admin.debit({
        params: { uid: 'joueur' },
        body: { amount: 100, reason },
      })
      if (debited.status !== 201) throw new Error(`debit answered ${debited.status}`)
      const back = await operator().operations.undo({
        params: { uid: 'joueur', auditId: debited.body.auditId },
        body: { reason },
      })
      expect(back).toMatchObject({ status: 201, body: { points: 1500 } })
      await expectLedgerMatches()
    })

    it('refuses in French an undo that would take the balance below 0, moving nothing', async () => {
      const credited = await operator().admin.credit({
        params: { uid: 'joueur' },
        body: { amount: 100, reason },
      })
      if (credited.status !== 201) throw new Error(`credit answered ${credited.status}`)
      for (const amount of [800, 750]) {
        await operator().admin.debit({ params: { uid: 'joueur' }, body: { amount, reason } })
      }
      const answer = await operator().operations.undo({
        params: { uid: 'joueur', auditId: credited.body.auditId },
        body: { reason },
      })
      expect(answer).toMatchObject({
        status: 400,
        body: {
          code: 'undoBelowZero',
          message:
            'Annulation impossible\u00a0: ce joueur n’a plus que 50 AirPoints, il faudrait lui en retirer 100. Son solde ne peut pas devenir négatif.',
        },
      })
      expect(await balance()).toMatchObject({ points: 50 })
      await expectLedgerMatches()
    })

    it('answers 404 for a row that is not a movement of this player', async () => {
      const credited = await operator().admin.credit({
        params: { uid: 'joueur' },
        body: { amount: 100, reason },
      })
      if (credited.status !== 201) throw new Error(`credit answered ${credited.status}`)
      for (const [uid, auditId] of [
        ['nouveau', credited.body.auditId],
        ['joueur', '9999'],
      ] as const) {
        const answer = await operator().operations.undo({
          params: { uid, auditId },
          body: { reason },
        })
        expect(answer).toMatchObject({ status: 404, body: { code: 'unknownAdjustment' } })
      }
      expect(await balance()).toMatchObject({ points: 1600 })
    })
  })

  operationRaces()
})
