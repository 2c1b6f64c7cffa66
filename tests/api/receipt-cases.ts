import { MOCK_PRICE_IDS } from '@contract/catalog'
import { describe, expect, it } from 'vitest'
import { backend, clientFor, clientWith, roomyLimits } from './helpers'

/**
 * Receipts and credit notes (docs/decisions/062-receipts.md): run on every backend by
 * receipts.test.ts, the race on a real PostgreSQL by tests/server/postgres.test.ts.
 */
export function receiptRace(): void {
  it(
    'twenty concurrent purchases get twenty consecutive receipt numbers',
    { timeout: 60_000 },
    async () => {
      backend().setLimits(roomyLimits())
      const joueur = clientFor('joueur')
      const before = await joueur.receipts.list()
      if (before.status !== 200) throw new Error(`receipts answered ${before.status}`)
      const urls = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const opened = await joueur.shop.checkout({ body: { priceId: MOCK_PRICE_IDS.debutant } })
          if (opened.status !== 201) throw new Error(`checkout answered ${opened.status}`)
          return opened.body.url
        }),
      )
      await Promise.all(urls.map((url) => backend().completeCheckout(url)))
      const after = await joueur.receipts.list()
      if (after.status !== 200) throw new Error(`receipts answered ${after.status}`)
      const known = new Set(before.body.receipts.map((r) => r.number))
      const numbers = after.body.receipts
        .filter((r) => !known.has(r.number))
        .map((r) => r.number)
        .sort((a, b) => a - b)
      expect(numbers).toHaveLength(20)
      const first = numbers[0] ?? 0
      expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => first + i))
      expect(new Set(after.body.receipts.map((r) => r.purchaseId)).size).toBe(
        after.body.receipts.length,
      )
    },
  )
}

export function receiptCases(): void {
  const joueur = () => clientFor('joueur')

  async function buy(pack: keyof typeof MOCK_PRICE_IDS) {
    const opened = await joueur().shop.checkout({ body: { priceId: MOCK_PRICE_IDS[pack] } })
    if (opened.status !== 201) throw new Error(`checkout answered ${opened.status}`)
    await backend().completeCheckout(opened.body.url)
    return opened.body.url
  }

  async function receipts() {
    const answer = await joueur().receipts.list()
    if (answer.status !== 200) throw new Error(`receipts answered ${answer.status}`)
    return answer.body.receipts
  }

  describe('receipts', () => {
    it("issues a receipt per purchase, readable by its buyer only, with the seller's details", async () => {
      await buy('aventurier')
      const [receipt] = await receipts()
      expect(receipt).toMatchObject({
        kind: 'receipt',
        totalCents: 999,
        netCents: 999,
        vatCents: 0,
        vatRateBp: null,
        refersTo: null,
        description: 'Pack Aventurier\u00a0: 100 AirPoints',
      })
      expect(receipt?.label).toMatch(/^\d{6}$/)
      const number = receipt?.number ?? 0
      const document = await joueur().receipts.get({ params: { number } })
      expect(document).toMatchObject({ status: 200, body: { receipt: { number } } })
      if (document.status !== 200) return
      expect(document.body.seller).toHaveProperty('name')
      expect(document.body.seller.vatNumber).toBeNull()
      expect(document.body.mediator.url).toMatch(/^https?:\/\//)

      const stranger = await clientFor('operateur').receipts.get({ params: { number } })
      expect(stranger).toMatchObject({ status: 404, body: { message: 'Reçu introuvable.' } })
      const unknown = await joueur().receipts.get({ params: { number: number + 1000 } })
      expect(unknown.status).toBe(404)
      expect((await clientWith(null).receipts.get({ params: { number } })).status).toBe(401)
      const malformed = await joueur().receipts.get({ params: { number: 'abc' as never } })
      expect(malformed.status).toBe(400)
    })

    it('issues a credit note in the same sequence for a refund, once per refunded share', async () => {
      const url = await buy('aventurier')
      const [receipt] = await receipts()
      await backend().afterSale(url, { kind: 'refund', share: 0.5 })
      await backend().afterSale(url, { kind: 'refund', share: 0.5 })
      const [half, again] = await receipts()
      expect(half).toMatchObject({
        kind: 'credit-note',
        number: (receipt?.number ?? 0) + 1,
        refersTo: receipt?.number,
      })
      expect(half?.totalCents).toBeGreaterThan(490)
      expect(half?.totalCents).toBeLessThan(510)
      expect(again).toEqual(receipt)
      await backend().afterSale(url, { kind: 'refund', share: 1 })
      const notes = (await receipts()).filter((r) => r.refersTo === receipt?.number)
      expect(notes).toHaveLength(2)
      expect(notes.reduce((sum, r) => sum + r.totalCents, 0)).toBe(999)
    })

    it('keeps the receipts of an erased player, naming him nowhere', async () => {
      const email = 'recu.efface@portail.test'
      const player = await backend().signUp(email)
      const client = clientWith(await player.token())
      const opened = await client.shop.checkout({ body: { priceId: MOCK_PRICE_IDS.debutant } })
      if (opened.status !== 201) throw new Error(`checkout answered ${opened.status}`)
      await backend().completeCheckout(opened.body.url)
      const listed = await client.receipts.list()
      const [receipt] = listed.status === 200 ? listed.body.receipts : []
      if (!receipt) throw new Error('no receipt')
      expect((await client.rights.erase()).status).toBe(200)
      expect(await backend().mentions([player.uid, email])).toEqual([])
      const month = receipt.issuedAt.slice(0, 7)
      const sales = await clientFor('operateur').adminSales.exportMonth({ query: { month } })
      expect(sales.status === 200 && sales.body.csv).toContain(`;${receipt.label};recu;`)
    })

    it("exports a month's sales as CSV to operators only", async () => {
      await buy('aventurier')
      const url = await buy('debutant')
      await backend().afterSale(url, { kind: 'refund', share: 1 })
      const [note] = await receipts()
      const month = (note?.issuedAt ?? '').slice(0, 7)
      const answer = await clientFor('operateur').adminSales.exportMonth({ query: { month } })
      expect(answer.status).toBe(200)
      if (answer.status !== 200) return
      expect(answer.body.filename).toBe(`ventes-${month}.csv`)
      const lines = answer.body.csv.trim().split('\r\n')
      expect(lines[0]).toBe('date;numero;type;designation;ht;tva;ttc;taux_tva;rembourse')
      const refunded = String(note?.refersTo).padStart(6, '0')
      const description = `Avoir sur le reçu n° ${refunded}\u00a0: Pack Débutant\u00a0: 50 AirPoints`
      expect(lines).toContain(
        `${note?.issuedAt};${note?.label};avoir;${description};-4,99;0,00;-4,99;franchise;${refunded}`,
      )
      expect(answer.body.count).toBe(lines.length - 1)

      const refused = await joueur().adminSales.exportMonth({ query: { month } })
      expect(refused.status).toBe(403)
      const wrong = await clientFor('operateur').adminSales.exportMonth({
        query: { month: '2026-13' },
      })
      expect(wrong.status).toBe(400)
    })
  })
}
