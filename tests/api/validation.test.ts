import { describe, expect, it } from 'vitest'
import { backend, clientFor, forEachBackend, malformed, rawFetch } from './helpers'

/** A 400 of the contract's validation: a French message naming the fields, nothing of zod's. */
forEachBackend(() => {
  describe('requests the contract refuses', () => {
    it('answers a French message naming the failing body fields only', async () => {
      const answer = await clientFor('joueur').shop.order({
        body: malformed({ accountId: 1, characterId: 'Aelis', amount: -5 }),
      })
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({
        message: 'Requête invalide\u00a0: champs incorrects\u00a0: characterId, amount.',
      })
      expect((await clientFor('joueur').profile.get()).body).toMatchObject({ points: 1500 })
    })

    it('names a query field, and a body that is not an object', async () => {
      const token = await backend().tokenFor('joueur')
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
      const query = await rawFetch('/me/history?kind=inconnu', { headers })
      expect(query.status).toBe(400)
      expect(await query.json()).toEqual({
        message: 'Requête invalide\u00a0: champ incorrect\u00a0: kind.',
      })
      const notAnObject = await rawFetch('/shop/order', { method: 'POST', headers, body: '42' })
      expect(notAnObject.status).toBe(400)
      const text = await notAnObject.text()
      expect(JSON.parse(text)).toEqual({
        message: 'Requête invalide\u00a0: champ incorrect\u00a0: corps de la requête.',
      })
      expect(text).not.toMatch(/issues|invalid_type|ZodError|bodyErrors/)
    })
  })
})
