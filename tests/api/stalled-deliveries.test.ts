import { describe, expect, it } from 'vitest'
import { JOUEUR_TARGET, backend, clientFor, forEachBackend } from './helpers'

/**
 * Sent deliveries the game will not hand over (docs/decisions/051-stalled-deliveries.md): found
 * by the receipt check, shown to the player and the console with why, resent from the console.
 */
forEachBackend(() => {
  const joueur = () => clientFor('joueur')
  const operator = () => clientFor('operateur')
  const reason = 'Ligne supprimée du jeu'

  async function sentTransfer(amount: number, key: string) {
    const answer = await joueur().shop.order({
      body: { ...JOUEUR_TARGET, amount },
      headers: { 'idempotency-key': key },
    })
    if (answer.status !== 201) throw new Error(`transfer answered ${answer.status}`)
    await backend().game.settle()
    return answer.body.delivery.deliveryId
  }

  const deliveryOf = async (deliveryId: string) => {
    const answer = await joueur().deliveries.one({ params: { deliveryId } })
    if (answer.status !== 200) throw new Error(`delivery answered ${answer.status}`)
    return answer.body
  }

  describe('stalled deliveries', () => {
    it('a sent delivery whose game row was deleted is reported row-gone, still sent, in the history too', async () => {
      const deliveryId = await sentTransfer(40, 'stall-1')
      expect(await deliveryOf(deliveryId)).toMatchObject({ state: 'sent', stalled: null })
      await backend().game.deleteDeliveryRows(JOUEUR_TARGET.characterId)
      await backend().game.settle()
      expect(await deliveryOf(deliveryId)).toMatchObject({ state: 'sent', stalled: 'row-gone' })
      const history = await joueur().history.list({ query: { kind: 'transfer' } })
      expect(history.status).toBe(200)
      const entry =
        history.status === 200
          ? history.body.entries.find(
              (e) => 'delivery' in e && e.delivery?.deliveryId === deliveryId,
            )
          : undefined
      expect(entry).toMatchObject({ delivery: { state: 'sent', stalled: 'row-gone' } })
    })

    it('the console resends a delivery whose row is gone, once; never one still waiting', async () => {
      const waiting = await sentTransfer(10, 'stall-waiting')
      const refused = await operator().admin.resend({
        params: { uid: 'joueur', deliveryId: waiting },
        body: { reason },
      })
      expect(refused).toMatchObject({ status: 409 })
      await backend().game.enterWorld(JOUEUR_TARGET.characterId)
      await backend().game.settle()
      const lost = await sentTransfer(25, 'stall-lost')
      await backend().game.deleteDeliveryRows(JOUEUR_TARGET.characterId)
      await backend().game.settle()
      const resent = await operator().admin.resend({
        params: { uid: 'joueur', deliveryId: lost },
        body: { reason },
      })
      expect(resent).toMatchObject({ status: 201, body: { state: 'pending', amount: 25 } })
      const again = await operator().admin.resend({
        params: { uid: 'joueur', deliveryId: lost },
        body: { reason },
      })
      expect(again).toMatchObject({ status: 409 })
      await backend().game.settle()
      const rows = await backend().game.rows()
      expect(rows.filter((row) => row.count === 25)).toHaveLength(1)
    })
  })
})
