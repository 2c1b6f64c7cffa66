import { MOCK_PRICE_IDS } from '@contract/catalog'
import { UNNUMBERED_PURCHASE } from '@contract/schemas'
import { describe, expect, it } from 'vitest'
import { backend, clientFor } from './helpers'

/**
 * The credit note of a purchase made before receipts existed (docs/decisions/064): numbered next
 * in the one sequence, referring to no receipt, « achat antérieur à la numérotation » where the
 * receipt's number would be. Run on every backend by receipts.test.ts.
 */
export function unnumberedCases(): void {
  const joueur = () => clientFor('joueur')

  async function receipts() {
    const answer = await joueur().receipts.list()
    if (answer.status !== 200) throw new Error(`receipts answered ${answer.status}`)
    return answer.body.receipts
  }

  /** Buys a pack: its checkout URL and payment id, with the receipt it got. */
  async function buy(pack: keyof typeof MOCK_PRICE_IDS) {
    const opened = await joueur().shop.checkout({ body: { priceId: MOCK_PRICE_IDS[pack] } })
    if (opened.status !== 201) throw new Error(`checkout answered ${opened.status}`)
    await backend().completeCheckout(opened.body.url)
    const [receipt] = await receipts()
    if (!receipt) throw new Error('no receipt')
    return { url: opened.body.url, paymentId: receipt.purchaseId, receipt }
  }

  /** A purchase recorded before receipts existed, then one bought since (the latest number). */
  async function oldPurchase(pack: keyof typeof MOCK_PRICE_IDS) {
    const old = await buy(pack)
    await backend().forgetReceipts(old.paymentId)
    const latest = await buy('debutant')
    const listed = await receipts()
    expect(listed.filter((r) => r.purchaseId === old.paymentId)).toEqual([])
    return { ...old, latest: latest.receipt.number }
  }

  const notesOf = async (paymentId: string) =>
    (await receipts()).filter((r) => r.purchaseId === paymentId)

  describe('credit notes of purchases made before receipts', () => {
    it('issues one, next in the sequence, naming no receipt, however often the refund is told', async () => {
      const { url, paymentId, latest } = await oldPurchase('aventurier')
      await backend().afterSale(url, { kind: 'refund', share: 1 })
      await backend().afterSale(url, { kind: 'refund', share: 1 })
      const notes = await notesOf(paymentId)
      expect(notes).toHaveLength(1)
      const [note] = notes
      expect(note).toMatchObject({
        kind: 'credit-note',
        number: latest + 1,
        refersTo: null,
        totalCents: 999,
        netCents: 999,
        vatCents: 0,
        vatRateBp: null,
        description: `Avoir sur un ${UNNUMBERED_PURCHASE}\u00a0: Pack Aventurier\u00a0: 100 AirPoints`,
      })
      const number = note?.number ?? 0
      const document = await joueur().receipts.get({ params: { number } })
      expect(document).toMatchObject({ status: 200, body: { receipt: { refersTo: null } } })

      const month = (note?.issuedAt ?? '').slice(0, 7)
      const sales = await clientFor('operateur').adminSales.exportMonth({ query: { month } })
      if (sales.status !== 200) throw new Error(`export answered ${sales.status}`)
      expect(sales.body.csv.split('\r\n')).toContain(
        `${note?.issuedAt};${note?.label};avoir;${note?.description};-9,99;0,00;-9,99;franchise;${UNNUMBERED_PURCHASE}`,
      )
    })

    it('credits each further share of a partial refund once, up to the price', async () => {
      const { url, paymentId, latest } = await oldPurchase('aventurier')
      await backend().afterSale(url, { kind: 'refund', share: 0.5 })
      await backend().afterSale(url, { kind: 'refund', share: 0.5 })
      await backend().afterSale(url, { kind: 'refund', share: 1 })
      const notes = await notesOf(paymentId)
      expect(notes.map((r) => r.number).sort((a, b) => a - b)).toEqual([latest + 1, latest + 2])
      expect(notes.every((r) => r.refersTo === null)).toBe(true)
      expect(notes.reduce((sum, r) => sum + r.totalCents, 0)).toBe(999)
    })

    it('issues one for a withdrawal, at the refunded amount', async () => {
      const { paymentId, latest } = await oldPurchase('debutant')
      const body = { paymentId, name: 'Jean Joueur', email: 'joueur@portail.test' }
      expect((await joueur().withdrawals.withdraw({ body })).status).toBe(201)
      expect((await joueur().withdrawals.withdraw({ body })).status).toBe(201)
      const notes = await notesOf(paymentId)
      expect(notes).toHaveLength(1)
      expect(notes[0]).toMatchObject({ number: latest + 1, refersTo: null, totalCents: 499 })
      const refunds = await backend().providerRefunds()
      expect(refunds.map((r) => r.amountCents)).toEqual([499])
    })
  })
}
