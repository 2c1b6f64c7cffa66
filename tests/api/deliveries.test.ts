import { describe, expect, it } from 'vitest'
import { GAME_ACCOUNT_ACCESS_MESSAGES as ACCESS } from '@contract/rules/game-account'
import { JOUEUR_TARGET, backend, clientFor, forEachBackend, roomyLimits } from './helpers'

/** The demo game's AirPoints item count is the amount; Aelis is character 1 of heros01. */
forEachBackend(() => {
  const joueur = () => clientFor('joueur')

  async function transfer(amount: number, key: string) {
    const answer = await joueur().shop.order({
      body: { ...JOUEUR_TARGET, amount },
      headers: { 'idempotency-key': key },
    })
    if (answer.status !== 201) throw new Error(`transfer answered ${answer.status}`)
    return answer.body.delivery
  }

  const stateOf = async (deliveryId: string) => {
    let answer = await joueur().deliveries.one({ params: { deliveryId } })
    // A kept-alive connection the server closed while a long pass held this process: once more.
    if (answer.status === 0) answer = await joueur().deliveries.one({ params: { deliveryId } })
    if (answer.status !== 200) throw new Error(`delivery answered ${answer.status}`)
    return answer.body
  }

  const rowsOf = async (deliveryId: string) =>
    (await backend().game.rows()).filter((row) => row.deliveryId === deliveryId)

  describe('deliveries, from the outbox to the character', () => {
    it('a transfer is pending, then sent (one row in the game), then received in game', async () => {
      const delivery = await transfer(120, 'delivery-1')
      expect(delivery).toMatchObject({
        kind: 'points',
        amount: 120,
        characterName: 'Aelis',
        state: 'pending',
        receivedAt: null,
      })
      expect(await rowsOf(delivery.deliveryId)).toEqual([])
      await backend().game.settle()
      expect(await stateOf(delivery.deliveryId)).toMatchObject({ state: 'sent' })
      expect(await rowsOf(delivery.deliveryId)).toEqual([
        { deliveryId: delivery.deliveryId, characterId: 1, count: 120 },
      ])
      await backend().game.enterWorld(1)
      await backend().game.settle()
      const received = await stateOf(delivery.deliveryId)
      expect(received.state).toBe('received')
      expect(Date.parse(received.receivedAt ?? '')).not.toBeNaN()
      // Sending again never writes a second row.
      await backend().game.settle()
      expect(await rowsOf(delivery.deliveryId)).toHaveLength(1)
    })

    it('with the game unreachable, the transfer succeeds and waits; once back, it is sent once', async () => {
      backend().game.setReachable(false)
      const delivery = await transfer(300, 'delivery-down')
      expect((await joueur().profile.get()).body).toMatchObject({ points: 1200 })
      await backend().game.settle()
      expect(await stateOf(delivery.deliveryId)).toMatchObject({ state: 'pending' })
      expect(await rowsOf(delivery.deliveryId)).toEqual([])
      backend().game.setReachable(true)
      await Promise.all([backend().game.settle(), backend().game.settle()])
      await backend().game.settle()
      expect(await stateOf(delivery.deliveryId)).toMatchObject({ state: 'sent' })
      expect(await rowsOf(delivery.deliveryId)).toHaveLength(1)
      expect((await joueur().profile.get()).body).toMatchObject({ points: 1200 })
    })

    it('a character deleted before the send: failed with its reason, never retried, the points given back once', async () => {
      backend().game.setReachable(false)
      const delivery = await transfer(50, 'delivery-gone')
      expect((await joueur().profile.get()).body).toMatchObject({ points: 1450 })
      backend().game.setReachable(true)
      await backend().game.deleteCharacter(1)
      await Promise.all([backend().game.settle(), backend().game.settle()])
      expect(await stateOf(delivery.deliveryId)).toMatchObject({
        state: 'failed',
        failure: 'character-gone',
      })
      await backend().game.settle()
      expect(await rowsOf(delivery.deliveryId)).toEqual([])
      expect(await stateOf(delivery.deliveryId)).toMatchObject({ state: 'failed' })
      // Given back once, in the ledger, and said in the history.
      expect((await joueur().profile.get()).body).toMatchObject({ points: 1500 })
      for (const row of await backend().ledgerAudit()) expect(row.ledgerSum).toBe(row.points)
      const history = await joueur().history.list({ query: { kind: 'transfer-returned' } })
      expect(history).toMatchObject({
        status: 200,
        body: {
          entries: [
            {
              kind: 'transfer-returned',
              points: 50,
              delivery: { deliveryId: delivery.deliveryId, state: 'failed' },
            },
          ],
        },
      })
      // The game no longer lists it: a new transfer to it is refused before any debit.
      expect(await joueur().shop.order({ body: { ...JOUEUR_TARGET, amount: 10 } })).toMatchObject({
        status: 404,
        body: { message: 'character not found' },
      })
    })

    it('past 600 deliveries never collected, a newer one received in game is marked received in one pass', async () => {
      backend().setLimits(roomyLimits())
      const brakkar = { accountId: 1, characterId: 2 }
      let last = ''
      for (let i = 0; i < 600; i += 1) {
        const answer = await joueur().shop.order({
          body: { ...brakkar, amount: 1 },
          headers: { 'idempotency-key': `abandoned-${i}` },
        })
        if (answer.status !== 201) throw new Error(`transfer ${i} answered ${answer.status}`)
        last = answer.body.delivery.deliveryId
      }
      // Sent oldest first (the embedded queue sends 50 a pass): all are sent once the last is.
      while ((await stateOf(last)).state !== 'sent') await backend().game.settle()
      const collected = await transfer(5, 'collected')
      await backend().game.settle()
      expect(await stateOf(collected.deliveryId)).toMatchObject({ state: 'sent' })
      await backend().game.enterWorld(1)
      await backend().game.settle()
      expect(await stateOf(collected.deliveryId)).toMatchObject({ state: 'received' })
      expect(await stateOf(last)).toMatchObject({ state: 'sent', receivedAt: null })
    }, 300_000)

    it('a claim is delivered as its reward item, once', async () => {
      const claimable = await joueur().fidelity.claimable()
      const rewardId = claimable.status === 200 ? claimable.body[0]?.rewardId : undefined
      if (!rewardId) throw new Error('the demo player has no claimable reward')
      const claimed = await joueur().fidelity.claim({
        body: { ...JOUEUR_TARGET, rewardId },
        headers: { 'idempotency-key': 'claim-delivery' },
      })
      expect(claimed).toMatchObject({
        status: 200,
        body: { rewardId, delivery: { kind: 'item', count: 1, state: 'pending' } },
      })
      if (claimed.status !== 200) return
      await backend().game.settle()
      expect(await rowsOf(claimed.body.delivery.deliveryId)).toEqual([
        { deliveryId: claimed.body.delivery.deliveryId, characterId: 1, count: 1 },
      ])
    })

    it("lists the player's deliveries newest first, and never another player's", async () => {
      const first = await transfer(10, 'list-1')
      const second = await transfer(20, 'list-2')
      const list = await joueur().deliveries.list()
      expect(list.status).toBe(200)
      const ids = list.status === 200 ? list.body.map((d) => d.deliveryId) : []
      expect(ids.indexOf(second.deliveryId)).toBeLessThan(ids.indexOf(first.deliveryId))
      const other = clientFor('nouveau')
      expect(
        await other.deliveries.one({ params: { deliveryId: first.deliveryId } }),
      ).toMatchObject({
        status: 404,
      })
      expect(await other.deliveries.list()).toMatchObject({ status: 200, body: [] })
    })
  })

  describe('game accounts in the game', () => {
    const form = (name: string, password = 'secret42') => ({
      name,
      password,
      passwordConfirm: password,
    })

    it('links an account the game has, with its password; never twice, never with a wrong one', async () => {
      const nouveau = clientFor('nouveau')
      expect(
        await nouveau.accounts.link({ body: { name: 'libre01', password: 'mauvais1' } }),
      ).toMatchObject({ status: 400, body: { message: ACCESS.linkRefused } })
      const linked = await nouveau.accounts.link({
        body: { name: 'LIBRE01', password: 'libre01pass' },
      })
      expect(linked).toMatchObject({ status: 200, body: { name: 'libre01', characters: [] } })
      expect(await nouveau.accounts.list()).toMatchObject({
        status: 200,
        body: [{ name: 'libre01' }],
      })
      expect(
        await joueur().accounts.link({ body: { name: 'libre01', password: 'libre01pass' } }),
      ).toMatchObject({ status: 400, body: { message: ACCESS.linkRefused } })
      // An account of the game with characters comes with them.
      const other = await nouveau.accounts.link({
        body: { name: 'classe04', password: 'classe04pass' },
      })
      expect(other).toMatchObject({ status: 200, body: { characters: [{ name: 'Drakhan' }] } })
    })

    it('creates the account in the game (lowercase), whose password then links nothing twice', async () => {
      const nouveau = clientFor('nouveau')
      const created = await nouveau.accounts.create({ body: form('NouveauHeros') })
      expect(created).toMatchObject({ status: 200, body: { name: 'nouveauheros', characters: [] } })
      // Taken in the game whatever its case, for anyone.
      expect(await joueur().accounts.create({ body: form('NOUVEAUHEROS') })).toMatchObject({
        status: 409,
        body: { message: 'account already exists' },
      })
      expect(
        await joueur().accounts.link({ body: { name: 'nouveauheros', password: 'secret42' } }),
      ).toMatchObject({ status: 400, body: { message: ACCESS.linkRefused } })
      // The new password is the game's.
      expect(
        (
          await nouveau.accounts.update({
            body: { ...form('nouveauheros', 'autre42'), currentPassword: 'secret42' },
          })
        ).status,
      ).toBe(200)
      expect(
        await joueur().accounts.link({ body: { name: 'nouveauheros', password: 'secret42' } }),
      ).toMatchObject({ status: 400 })
    })

    it('while the game is unreachable: the list shows the last characters read, creation answers 503', async () => {
      backend().game.setReachable(false)
      expect(await joueur().accounts.list()).toMatchObject({
        status: 200,
        body: [
          { name: 'heros01', characters: [{ name: 'Aelis' }, { name: 'Brakkar' }] },
          { name: 'heros02', characters: [{ name: 'Cyrene' }] },
        ],
      })
      expect(
        await clientFor('nouveau').accounts.create({ body: form('pendantpanne') }),
      ).toMatchObject({ status: 503 })
      backend().game.setReachable(true)
      expect(
        (await clientFor('nouveau').accounts.create({ body: form('pendantpanne') })).status,
      ).toBe(200)
    })
  })

  describe("the ranking from the game's characters", () => {
    it('leaves staff and deleted characters out', async () => {
      const answer = await clientFor('nouveau').ranking.characters()
      const names = answer.status === 200 ? answer.body.map((row) => row.name) : []
      expect(names).toContain('Aelis')
      expect(names).not.toContain('GM_Airflyff')
      expect(names).not.toContain('Oubliee')
    })
  })
})
