import type { TransferRequest } from '@contract/schemas'
import { describe, expect, it } from 'vitest'
import { JOUEUR_TARGET, clientFor, malformed, forEachBackend } from './helpers'

forEachBackend(() => {
  const order = (amount: unknown, target: object = JOUEUR_TARGET) =>
    clientFor('joueur').shop.order({ body: malformed<TransferRequest>({ ...target, amount }) })

  const balance = async () => {
    const profile = await clientFor('joueur').profile.get()
    if (profile.status !== 200) throw new Error(`profile answered ${profile.status}`)
    return profile.body.points
  }

  describe('POST /shop/order', () => {
    it('debits the amount and answers 201 with the new profile', async () => {
      expect(await order(200)).toEqual(
        expect.objectContaining({
          status: 201,
          body: expect.objectContaining({ points: 1300, monthPoints: 1150 }),
        }),
      )
      expect(await balance()).toBe(1300)
    })

    it('accepts the whole balance, then refuses one more point', async () => {
      expect((await order(1500)).status).toBe(201)
      expect(await order(1)).toMatchObject({
        status: 400,
        body: { message: 'insufficient balance' },
      })
      expect(await balance()).toBe(0)
    })

    it.each([
      ['amount 0', 0],
      ['a negative amount', -5],
      ['a fractional amount', 1.5],
      ['a string amount', '10'],
      ['a missing amount', undefined],
    ])(
      'answers 400 « Requête invalide » naming amount for %s and debits nothing',
      async (_label, amount) => {
        const answer = await order(amount)
        expect(answer).toMatchObject({
          status: 400,
          body: { message: expect.stringMatching(/^Requête invalide/) },
        })
        expect(JSON.stringify(answer.body)).toContain('amount')
        expect(await balance()).toBe(1500)
      },
    )

    it("answers 400 'insufficient balance' above the balance", async () => {
      expect(await order(1501)).toMatchObject({
        status: 400,
        body: { message: 'insufficient balance' },
      })
      expect(await balance()).toBe(1500)
    })

    it('answers 400 for a missing account id or a wrong type', async () => {
      const noAccount = await clientFor('joueur').shop.order({
        body: malformed({ characterId: 1, amount: 1 }),
      })
      expect(noAccount.status).toBe(400)
      const wrongType = await clientFor('joueur').shop.order({
        body: malformed({ accountId: '1', characterId: 1, amount: 1 }),
      })
      expect(wrongType.status).toBe(400)
    })

    it("answers 404 for another player's account or character, and for a character of another account", async () => {
      await clientFor('nouveau').accounts.create({
        body: { name: 'nouv01', password: 'abc123', passwordConfirm: 'abc123' },
      })
      const foreign = await clientFor('nouveau').shop.order({
        body: { ...JOUEUR_TARGET, amount: 1 },
      })
      expect(foreign).toMatchObject({ status: 404, body: { message: 'account not found' } })
      expect(await order(1, { accountId: 1, characterId: 3 })).toMatchObject({
        status: 404,
        body: { message: 'character not found' },
      })
      expect(await order(1, { accountId: 999, characterId: 1 })).toMatchObject({ status: 404 })
      expect(await balance()).toBe(1500)
    })

    it('gives exactly one 201 out of 20 concurrent transfers of the whole balance', async () => {
      const answers = await Promise.all(Array.from({ length: 20 }, () => order(1500)))
      const statuses = answers.map((a) => a.status)
      expect(statuses.filter((s) => s === 201)).toHaveLength(1)
      expect(statuses.filter((s) => s === 400)).toHaveLength(19)
      expect(await balance()).toBe(0)
    })

    it('never overdraws with concurrent partial transfers', async () => {
      const answers = await Promise.all(Array.from({ length: 20 }, () => order(400)))
      expect(answers.filter((a) => a.status === 201)).toHaveLength(3)
      expect(await balance()).toBe(300)
    })
  })
})
