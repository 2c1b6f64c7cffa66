import {
  GAME_ACCOUNT_SERVER_MESSAGES as SERVER,
  gameAccountServerError,
} from '@contract/rules/game-account'
import type { GameAccountForm } from '@contract/schemas'
import { describe, expect, it } from 'vitest'
import { clientFor, malformed, forEachBackend } from './helpers'

forEachBackend(() => {
  const form = (
    name: string,
    password = 'abc123',
    passwordConfirm = password,
  ): GameAccountForm => ({
    name,
    password,
    passwordConfirm,
  })

  describe('GET /me/profile', () => {
    it("answers the caller's balance and this month's purchases", async () => {
      expect(await clientFor('joueur').profile.get()).toMatchObject({
        status: 200,
        body: { points: 1500, monthPoints: 1150 },
      })
      expect(await clientFor('nouveau').profile.get()).toMatchObject({
        status: 200,
        body: { points: 0, monthPoints: 0 },
      })
    })
  })

  describe('GET /me/accounts', () => {
    it("lists only the caller's accounts with their characters", async () => {
      const mine = await clientFor('joueur').accounts.list()
      expect(mine.status).toBe(200)
      expect(mine.body).toEqual([
        {
          accountId: 1,
          name: 'heros01',
          characters: [
            { characterId: 1, name: 'Aelis' },
            { characterId: 2, name: 'Brakkar' },
          ],
        },
        { accountId: 2, name: 'heros02', characters: [{ characterId: 3, name: 'Cyrene' }] },
      ])
      expect(await clientFor('nouveau').accounts.list()).toMatchObject({ status: 200, body: [] })
    })
  })

  describe('POST /me/accounts', () => {
    it('creates an account with no characters, listed for its owner only', async () => {
      const created = await clientFor('nouveau').accounts.create({ body: form('nouveau01') })
      expect(created.status).toBe(200)
      expect(created.body).toMatchObject({ name: 'nouveau01', characters: [] })
      const list = await clientFor('nouveau').accounts.list()
      expect(list.body).toEqual([created.body])
      const joueur = await clientFor('joueur').accounts.list()
      expect(joueur.status === 200 && joueur.body.map((a) => a.name)).toEqual([
        'heros01',
        'heros02',
      ])
    })

    it("answers 409 'account already exists' for a name taken by anyone, whatever the case", async () => {
      for (const name of ['heros01', 'HEROS02']) {
        const answer = await clientFor('nouveau').accounts.create({ body: form(name) })
        expect(answer).toMatchObject({ status: 409, body: { message: SERVER.alreadyExists } })
        expect(gameAccountServerError(String((answer.body as { message: string }).message))).toBe(
          'nameTaken',
        )
      }
    })

    it("answers 400 with the 'min' tag message for a 5-character password, and accepts 6", async () => {
      const short = await clientFor('nouveau').accounts.create({ body: form('court01', 'abc12') })
      expect(short).toMatchObject({ status: 400, body: { message: SERVER.passwordMin } })
      expect(gameAccountServerError((short.body as { message: string }).message)).toBe('tooSimple')
      expect(
        (await clientFor('nouveau').accounts.create({ body: form('court01', 'abc123') })).status,
      ).toBe(200)
    })

    it('refuses a password the game client would refuse (16 characters), accepts 15', async () => {
      const long = await clientFor('nouveau').accounts.create({
        body: form('long01', 'abcdefgh12345678'),
      })
      expect(long).toMatchObject({ status: 400, body: { message: SERVER.passwordTooLong } })
      expect(gameAccountServerError((long.body as { message: string }).message)).toBe('tooLong')
      expect(
        (await clientFor('nouveau').accounts.create({ body: form('long01', 'abcdefgh1234567') }))
          .status,
      ).toBe(200)
    })

    it.each([
      ['an empty name', form('  '), 'invalid name'],
      ['a name of 2 characters', form('ab'), 'invalid name'],
      ['a name of 17 characters', form('a'.repeat(17)), 'invalid name'],
      ['a name with a hyphen', form('heros-04'), 'invalid name'],
      ['a name with an accent', form('héros04'), 'invalid name'],
      ['a mismatched confirmation', form('x12', 'abc123', 'abc124'), 'passwords do not match'],
      ['a special character', form('x12', 'abc12!'), "failed on the 'alphanum' tag"],
      ['no lowercase letter', form('x12', 'ABC123'), 'password must contain a lowercase letter'],
    ])('applies the shared rules server side: 400 for %s', async (_label, body, message) => {
      const answer = await clientFor('nouveau').accounts.create({ body })
      expect(answer.status).toBe(400)
      expect((answer.body as { message: string }).message).toContain(message)
      expect((await clientFor('nouveau').accounts.list()).body).toEqual([])
    })

    it.each([
      [
        'a missing field',
        { name: 'x1', password: 'abc123' },
        'champs incorrects : name, passwordConfirm',
      ],
      [
        'a wrong type',
        { name: 42, password: 'abc123', passwordConfirm: 'abc123' },
        'champ incorrect : name',
      ],
    ])('answers 400 naming the failing fields for %s', async (_label, body, fields) => {
      const answer = await clientFor('nouveau').accounts.create({ body: malformed(body) })
      expect(answer).toEqual({
        status: 400,
        body: { message: `Requête invalide\u00a0: ${fields.replace(' : ', '\u00a0: ')}.` },
        headers: expect.anything(),
      })
    })
  })

  describe('PUT /me/accounts', () => {
    it("changes the password of the caller's account found by name", async () => {
      const answer = await clientFor('joueur').accounts.update({
        body: { ...form('heros01', 'nouveau99'), currentPassword: 'heros01pass' },
      })
      expect(answer).toMatchObject({ status: 200, body: { accountId: 1, name: 'heros01' } })
    })

    it("answers 404 for an unknown name and for another player's account", async () => {
      const unknown = await clientFor('joueur').accounts.update({
        body: { ...form('inconnu'), currentPassword: 'abc123' },
      })
      expect(unknown).toMatchObject({ status: 404, body: { message: SERVER.notFound } })
      const foreign = await clientFor('nouveau').accounts.update({
        body: { ...form('heros01', 'pirate1'), currentPassword: 'heros01pass' },
      })
      expect(foreign).toMatchObject({ status: 404, body: { message: SERVER.notFound } })
    })

    it('validates the form like create: 400 min for a short password, 400 for a malformed body', async () => {
      const short = await clientFor('joueur').accounts.update({
        body: { ...form('heros01', 'ab1'), currentPassword: 'heros01pass' },
      })
      expect(short).toMatchObject({ status: 400, body: { message: SERVER.passwordMin } })
      const wrong = await clientFor('joueur').accounts.update({
        body: malformed({ name: 'heros01' }),
      })
      expect(wrong).toMatchObject({
        status: 400,
        body: { message: expect.stringMatching(/^Requête invalide/) },
      })
    })
  })
})
