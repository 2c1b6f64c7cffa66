import { MOCK_PRICE_IDS } from '@contract/catalog'
import { TRANSFER_CONSENT, WITHDRAWAL_MESSAGES } from '@contract/rules'
import { describe, expect, it, vi } from 'vitest'
import { JOUEUR_TARGET, backend, clientFor, clientWith, forEachBackend } from './helpers'

/**
 * The withdrawal function and the consent before a transfer (docs/decisions/063), on both
 * backends: untransferred AirPoints taken back and refunded once, the consent required for
 * recently bought points, races decided one way.
 */
forEachBackend(() => {
  const joueur = () => clientFor('joueur')
  const DAY = 24 * 3600_000
  let lastUrl = ''

  /** Buys the Débutant pack (50 AirPoints, 4,99 €): answers its payment id. */
  async function buy() {
    const opened = await joueur().shop.checkout({ body: { priceId: MOCK_PRICE_IDS.debutant } })
    if (opened.status !== 201) throw new Error(`checkout answered ${opened.status}`)
    await backend().completeCheckout(opened.body.url)
    lastUrl = opened.body.url
    const view = await readView()
    const newest = view.purchases[0]
    if (!newest) throw new Error('no purchase listed')
    return newest.paymentId
  }
  async function readView() {
    const answer = await joueur().withdrawals.view()
    if (answer.status !== 200) throw new Error(`view answered ${answer.status}`)
    return answer.body
  }
  const purchase = async (paymentId: string) =>
    (await readView()).purchases.find((p) => p.paymentId === paymentId)
  const balance = async () => {
    const answer = await joueur().profile.get()
    if (answer.status !== 200) throw new Error(`profile answered ${answer.status}`)
    return answer.body
  }
  const withdraw = (paymentId: string) =>
    joueur().withdrawals.withdraw({
      body: { paymentId, name: 'Jean Joueur', email: 'joueur@portail.test' },
    })
  const transfer = (amount: number, consent?: string) =>
    joueur().shop.order({ body: { ...JOUEUR_TARGET, amount, ...(consent ? { consent } : {}) } })

  describe('the withdrawal function', () => {
    it('lists a new purchase as withdrawable, its points worth what was paid', async () => {
      const paymentId = await buy()
      const view = await readView()
      expect(view.purchases[0]).toMatchObject({
        paymentId,
        pack: 'Débutant',
        price: 4.99,
        untransferred: 50,
        untransferredEuros: 4.99,
        refusal: null,
      })
      expect(view.freePoints).toBe(1500)
      expect(view.balance).toBe(1550)
      expect(view.email).toBe('joueur@portail.test')
    })

    it('takes back the untransferred points, refunds them once, and says so after', async () => {
      const paymentId = await buy()
      const first = await withdraw(paymentId)
      expect(first).toMatchObject({
        status: 201,
        body: { paymentId, points: 50, euros: 4.99, refund: 'done', name: 'Jean Joueur' },
      })
      expect((await balance()).points).toBe(1500)
      const again = await withdraw(paymentId)
      expect(again).toMatchObject({
        status: 201,
        body: { withdrawalId: (first.body as { withdrawalId: string }).withdrawalId },
      })
      expect((await balance()).points).toBe(1500)
      const refunds = await backend().providerRefunds()
      expect(refunds.map((r) => r.amountCents)).toEqual([499])
      expect(await purchase(paymentId)).toMatchObject({ refusal: 'withdrawn', untransferred: 0 })
      expect((await readView()).withdrawals).toHaveLength(1)
      const history = await joueur().history.list({ query: { limit: 5 } })
      expect(history.status === 200 && history.body.entries[0]).toMatchObject({
        kind: 'take-back',
        cause: 'refund',
        points: 50,
      })
      for (const row of await backend().ledgerAudit())
        expect(row.ledgerSum, row.uid).toBe(row.points)
      // One dated acknowledgement, however many times it was asked.
      const acks = (await backend().mails()).filter((m) => m.kind === 'withdrawal')
      expect(acks).toHaveLength(1)
      expect(acks[0]).toMatchObject({
        to: 'joueur@portail.test',
        subject: 'Accusé de réception de votre rétractation',
      })
      expect(acks[0]?.text).toContain(paymentId)
      expect(acks[0]?.text).toMatch(/heure de Paris/)
    })

    it('refunds only the share of the points not transferred', async () => {
      const paymentId = await buy()
      expect((await transfer(1520, TRANSFER_CONSENT.version)).status).toBe(201)
      expect(await purchase(paymentId)).toMatchObject({
        untransferred: 30,
        untransferredEuros: 2.99,
      })
      expect(await withdraw(paymentId)).toMatchObject({ status: 201, body: { points: 30 } })
      expect((await balance()).points).toBe(0)
      expect((await backend().providerRefunds()).map((r) => r.amountCents)).toEqual([299])
      // Its credit note says what was refunded (docs/decisions/062).
      const receipts = await joueur().receipts.list()
      const notes = receipts.status === 200 ? receipts.body.receipts : []
      expect(notes.filter((r) => r.purchaseId === paymentId && r.kind === 'credit-note')).toEqual([
        expect.objectContaining({ totalCents: 299 }),
      ])
      const consents = (await backend().mails()).filter((m) => m.kind === 'transfer-consent')
      expect(consents).toHaveLength(1)
      expect(consents[0]?.to).toBe('joueur@portail.test')
      expect(consents[0]?.text).toContain(TRANSFER_CONSENT.wording)
    })

    it('says why past 14 days or once every point is transferred, and changes nothing', async () => {
      const transferred = await buy()
      expect((await transfer(1550, TRANSFER_CONSENT.version)).status).toBe(201)
      expect(await withdraw(transferred)).toMatchObject({
        status: 409,
        body: { reason: 'all-transferred', message: WITHDRAWAL_MESSAGES.allTransferred },
      })
      const old = await buy()
      vi.setSystemTime(Date.now() + 15 * DAY)
      expect(await purchase(old)).toMatchObject({ refusal: 'expired' })
      expect(await withdraw(old)).toMatchObject({ status: 409, body: { reason: 'expired' } })
      expect((await balance()).points).toBe(50)
      expect(await backend().providerRefunds()).toEqual([])
    })

    it('answers 404 for a purchase of another player or unknown', async () => {
      expect((await withdraw('cs_demo_1')).status).toBe(409)
      expect((await withdraw('cs_unknown')).status).toBe(404)
    })
  })

  it('keeps a withdrawal after its player erased his account, naming nobody', async () => {
    const email = 'partante@example.com'
    const player = await backend().signUp(email)
    const client = clientWith(await player.token())
    const opened = await client.shop.checkout({ body: { priceId: MOCK_PRICE_IDS.debutant } })
    if (opened.status !== 201) throw new Error(`checkout answered ${opened.status}`)
    await backend().completeCheckout(opened.body.url)
    const view = await client.withdrawals.view()
    const paymentId = view.status === 200 ? (view.body.purchases[0]?.paymentId ?? '') : ''
    const body = { paymentId, name: 'Claire Partante', email }
    expect((await client.withdrawals.withdraw({ body })).status).toBe(201)
    expect((await client.rights.erase()).status).toBe(200)
    expect(await backend().mentions([player.uid, email, 'Claire Partante'])).toEqual([])
  })

  describe('the consent before a transfer', () => {
    it('is not asked for points older than 14 days', async () => {
      await buy()
      expect((await transfer(1500)).status).toBe(201)
    })

    it('is required for recently bought points, refused without it, stored with it', async () => {
      await buy()
      expect(await transfer(1501)).toMatchObject({
        status: 400,
        body: { message: WITHDRAWAL_MESSAGES.consentMissing },
      })
      expect(await transfer(1501, 'another-version')).toMatchObject({ status: 400 })
      expect((await balance()).points).toBe(1550)
      expect((await transfer(1501, TRANSFER_CONSENT.version)).status).toBe(201)
      expect((await readView()).freePoints).toBe(0)
    })

    it('is no longer asked once the purchase is 14 days old', async () => {
      await buy()
      vi.setSystemTime(Date.now() + 15 * DAY)
      expect((await transfer(1550)).status).toBe(201)
    })
  })

  describe('races', () => {
    it('a withdrawal raced with a transfer of the same points: one of them applies', async () => {
      const paymentId = await buy()
      const [withdrawn, transferred] = await Promise.all([
        withdraw(paymentId),
        transfer(1550, TRANSFER_CONSENT.version),
      ])
      expect([withdrawn.status, transferred.status].filter((s) => s === 201)).toHaveLength(1)
      const refunds = await backend().providerRefunds()
      expect(refunds.length).toBe(withdrawn.status === 201 ? 1 : 0)
      expect((await balance()).points).toBe(withdrawn.status === 201 ? 1500 : 0)
      for (const row of await backend().ledgerAudit())
        expect(row.ledgerSum, row.uid).toBe(row.points)
    })

    it('two withdrawals of one purchase at once refund once', async () => {
      const paymentId = await buy()
      const answers = await Promise.all([
        withdraw(paymentId),
        withdraw(paymentId),
        withdraw(paymentId),
      ])
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201])
      expect((await backend().providerRefunds()).length).toBe(1)
      expect((await balance()).points).toBe(1500)
    })

    it('a withdrawal raced with a full refund takes back nothing twice', async () => {
      const paymentId = await buy()
      const [withdrawn] = await Promise.all([
        withdraw(paymentId),
        backend().afterSale(lastUrl, { kind: 'refund', share: 1 }),
      ])
      expect([201, 409]).toContain(withdrawn.status)
      expect((await balance()).points).toBe(1500)
      expect((await backend().providerRefunds()).length).toBe(withdrawn.status === 201 ? 1 : 0)
      for (const row of await backend().ledgerAudit())
        expect(row.ledgerSum, row.uid).toBe(row.points)
    })
  })
})
