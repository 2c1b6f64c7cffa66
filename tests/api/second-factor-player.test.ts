import { describe, expect, it, vi } from 'vitest'
import { JOUEUR_TARGET, backend, forEachBackend, rawFetch } from './helpers'
import { codeOf } from './step-up'
import { GAME_ACCOUNT_ACCESS_MESSAGES as ACCESS } from '@contract/rules/game-account'

/**
 * A player's enabled second factor guards his game accounts' passwords and transfers above the
 * threshold (docs/decisions/059), on both backends, through the API.
 */

type Json = Record<string, unknown>

async function call(method: string, path: string, bearer: string, body: unknown, code?: string) {
  const headers: Record<string, string> = {
    authorization: `Bearer ${bearer}`,
    'content-type': 'application/json',
  }
  if (code) headers['x-second-factor-code'] = code
  const answer = await rawFetch(path, { method, headers, body: JSON.stringify(body) })
  return { status: answer.status, body: (await answer.json()) as Json }
}

/** The player enables his second factor: its secret (the enrolment took this step's code). */
async function enable(bearer: string): Promise<string> {
  const begun = await call('POST', '/me/second-factor/enrolment', bearer, {})
  const secret = String(begun.body.secret)
  const confirmed = await call('POST', '/me/second-factor/enrolment/confirm', bearer, {
    code: codeOf(secret),
  })
  expect(confirmed.status).toBe(200)
  return secret
}

const nextStep = (steps: number) =>
  vi.useFakeTimers({ now: Date.now() + steps * 30_000, toFake: ['Date'] })

const passwordChange = (bearer: string, code?: string) =>
  call(
    'PUT',
    '/me/accounts',
    bearer,
    {
      name: 'heros01',
      password: 'nouveau99',
      passwordConfirm: 'nouveau99',
      currentPassword: 'heros01pass',
    },
    code,
  )

/** The password change, with an idempotency key (a retry sends the same key again). */
const keyedChange = (bearer: string, key: string, password: string, code?: string) =>
  rawFetch('/me/accounts', {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${bearer}`,
      'content-type': 'application/json',
      'idempotency-key': key,
      ...(code ? { 'x-second-factor-code': code } : {}),
    },
    body: JSON.stringify({
      name: 'heros01',
      password,
      passwordConfirm: password,
      currentPassword: 'heros01pass',
    }),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as Json }))

const transfer = (bearer: string, amount: number, code?: string) =>
  call('POST', '/shop/order', bearer, { ...JOUEUR_TARGET, amount }, code)

const REQUIRED = {
  status: 403,
  body: {
    code: 'secondFactorCodeRequired',
    message:
      'Saisissez le code de votre application d’authentification pour confirmer cette action.',
  },
}
const INVALID = {
  status: 403,
  body: { code: 'secondFactorCodeInvalid', message: 'Code incorrect ou déjà utilisé.' },
}

forEachBackend(() => {
  describe("a game account's password, behind the player's second factor", () => {
    it('is refused without a code and with a replayed one, changed with a fresh one', async () => {
      const bearer = await backend().tokenFor('joueur')
      const secret = await enable(bearer)
      expect(await passwordChange(bearer)).toMatchObject(REQUIRED)
      // The enrolment took this step's code: sent again, it is refused.
      expect(await passwordChange(bearer, codeOf(secret))).toMatchObject(INVALID)
      expect(await passwordChange(bearer, '000000')).toMatchObject(INVALID)
      nextStep(1)
      const fresh = codeOf(secret)
      expect(await passwordChange(bearer, fresh)).toMatchObject({
        status: 200,
        body: { name: 'heros01' },
      })
      // Never twice: the same code for another change is refused.
      expect(await passwordChange(bearer, fresh)).toMatchObject(INVALID)
    })

    it('is changed as before by a player without a second factor', async () => {
      const bearer = await backend().tokenFor('joueur')
      expect((await passwordChange(bearer)).status).toBe(200)
    })

    it('answers the retry of a done change as the first, its code spent, and keeps no password', async () => {
      const bearer = await backend().tokenFor('joueur')
      const secret = await enable(bearer)
      nextStep(1)
      const code = codeOf(secret)
      const first = await keyedChange(bearer, 'changement-perdu', 'nouveau99', code)
      expect(first).toMatchObject({ status: 200, body: { name: 'heros01' } })
      expect(await keyedChange(bearer, 'changement-perdu', 'nouveau99', code)).toEqual(first)
      // The key is this change's only: another password with it is refused, as is the code.
      expect(await keyedChange(bearer, 'changement-perdu', 'autre1234', code)).toMatchObject({
        status: 422,
      })
      expect(await keyedChange(bearer, 'autre-changement', 'nouveau99', code)).toMatchObject(
        INVALID,
      )
      // Changed once: the old password no longer opens it.
      nextStep(2)
      expect(await passwordChange(bearer, codeOf(secret))).toMatchObject({
        status: 400,
        body: { message: ACCESS.wrongCurrentPassword },
      })
      // The keys' fingerprints keep a digest of the passwords, never the passwords.
      const stored = await backend().mentions(['nouveau99', 'heros01pass', 'autre1234'])
      expect(stored.filter((name) => /idempotency/i.test(name))).toEqual([])
    })

    it('answers the retry of a done change with its key as the first, without a second factor', async () => {
      const bearer = await backend().tokenFor('joueur')
      const first = await keyedChange(bearer, 'sans-code', 'nouveau99')
      expect(first).toMatchObject({ status: 200, body: { name: 'heros01' } })
      expect(await keyedChange(bearer, 'sans-code', 'nouveau99')).toEqual(first)
    })
  })

  describe("a transfer above the threshold, behind the player's second factor", () => {
    it('asks for a code above 1 000 AirPoints only, and moves nothing when refused', async () => {
      const bearer = await backend().tokenFor('joueur')
      const secret = await enable(bearer)
      expect((await transfer(bearer, 100)).status).toBe(201)
      expect(await transfer(bearer, 1100)).toMatchObject(REQUIRED)
      expect(await transfer(bearer, 1100, codeOf(secret))).toMatchObject(INVALID)
      const profile = await rawFetch('/me/profile', {
        headers: { authorization: `Bearer ${bearer}` },
      })
      expect(await profile.json()).toMatchObject({ points: 1400 })
      nextStep(1)
      expect(await transfer(bearer, 1100, codeOf(secret))).toMatchObject({
        status: 201,
        body: { points: 300 },
      })
    })

    it('answers the retry of a done transfer as the first, its code already used', async () => {
      const bearer = await backend().tokenFor('joueur')
      const secret = await enable(bearer)
      nextStep(1)
      const code = codeOf(secret)
      const keyed = (key: string) =>
        rawFetch('/shop/order', {
          method: 'POST',
          headers: {
            authorization: `Bearer ${bearer}`,
            'content-type': 'application/json',
            'idempotency-key': key,
            'x-second-factor-code': code,
          },
          body: JSON.stringify({ ...JOUEUR_TARGET, amount: 1100 }),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as Json }))
      const first = await keyed('transfert-perdu')
      expect(first).toMatchObject({ status: 201, body: { points: 400 } })
      expect(await keyed('transfert-perdu')).toEqual(first)
      expect(await keyed('autre-transfert')).toMatchObject(INVALID)
    })

    it('takes a recovery code once', async () => {
      const bearer = await backend().tokenFor('joueur')
      const begun = await call('POST', '/me/second-factor/enrolment', bearer, {})
      const secret = String(begun.body.secret)
      const confirmed = await call('POST', '/me/second-factor/enrolment/confirm', bearer, {
        code: codeOf(secret),
      })
      const recovery = (confirmed.body.recoveryCodes as string[])[0]!
      expect((await transfer(bearer, 1100, recovery)).status).toBe(201)
      expect(await transfer(bearer, 1001, recovery)).toMatchObject(INVALID)
    })

    it('is sent as before by a player without a second factor', async () => {
      const bearer = await backend().tokenFor('joueur')
      expect((await transfer(bearer, 1100)).status).toBe(201)
    })
  })
})
