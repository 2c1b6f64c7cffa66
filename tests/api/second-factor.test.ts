import { describe, expect, it, vi } from 'vitest'
import { backend, clientFor, forEachBackend, rawFetch } from './helpers'
import { codeOf, stepUpFor } from './step-up'

/** The second factor (docs/decisions/059) on both backends, through the API. */

type Json = Record<string, unknown>

async function post(path: string, bearer: string, body: unknown, stepUp?: string | null) {
  const headers: Record<string, string> = {
    authorization: `Bearer ${bearer}`,
    'content-type': 'application/json',
  }
  if (stepUp) headers['x-second-factor'] = stepUp
  const answer = await rawFetch(path, { method: 'POST', headers, body: JSON.stringify(body) })
  return { status: answer.status, body: (await answer.json()) as Json }
}

/** The operator enrols: his secret, recovery codes and first step-up. */
async function enrol(bearer: string) {
  const begun = await post('/admin/second-factor/enrolment', bearer, {})
  expect(begun.status).toBe(200)
  const secret = String(begun.body.secret)
  expect(String(begun.body.uri)).toMatch(/^otpauth:\/\/totp\/AirFlyff:.+secret=/)
  const confirmed = await post('/admin/second-factor/enrolment/confirm', bearer, {
    code: codeOf(secret),
  })
  expect(confirmed.status).toBe(200)
  const stepUp = confirmed.body.stepUp as { token: string; expiresAt: string }
  return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[], stepUp }
}

const auditRead = (bearer: string, stepUp: string | null) =>
  rawFetch('/admin/audit', {
    headers: {
      authorization: `Bearer ${bearer}`,
      ...(stepUp ? { 'x-second-factor': stepUp } : {}),
    },
  })

forEachBackend(() => {
  describe('enrolment and step-up', () => {
    it('enrols with a first code, gives ten recovery codes, and opens the console', async () => {
      const bearer = await backend().tokenFor('operateur')
      const { recoveryCodes, stepUp } = await enrol(bearer)
      expect(recoveryCodes).toHaveLength(10)
      expect(new Set(recoveryCodes).size).toBe(10)
      expect((await auditRead(bearer, stepUp.token)).status).toBe(200)
      expect((await auditRead(bearer, null)).status).toBe(403)
      // Enrolled once: a second enrolment is refused, the secret kept.
      const again = await post('/admin/second-factor/enrolment', bearer, {})
      expect(again).toMatchObject({ status: 409, body: { code: 'secondFactorEnrolled' } })
    })

    it('refuses a replayed code, and a wrong one', async () => {
      const bearer = await backend().tokenFor('operateur')
      const { secret } = await enrol(bearer)
      // The enrolment's code was this step's: the same code again is refused.
      const replayed = await post('/admin/second-factor/verify', bearer, { code: codeOf(secret) })
      expect(replayed).toMatchObject({
        status: 400,
        body: { code: 'secondFactorInvalid', message: 'Code incorrect ou déjà utilisé.' },
      })
      const wrong = await post('/admin/second-factor/verify', bearer, { code: '000000' })
      expect(wrong.status).toBe(400)
      // The next step's code is taken once.
      vi.useFakeTimers({ now: Date.now() + 30_000, toFake: ['Date'] })
      const next = await post('/admin/second-factor/verify', bearer, { code: codeOf(secret) })
      expect(next.status).toBe(200)
      expect((await auditRead(bearer, String(next.body.token))).status).toBe(200)
      const twice = await post('/admin/second-factor/verify', bearer, { code: codeOf(secret) })
      expect(twice.status).toBe(400)
    })

    it('takes each recovery code once', async () => {
      const bearer = await backend().tokenFor('operateur')
      const { recoveryCodes } = await enrol(bearer)
      const code = recoveryCodes[0]!.toUpperCase()
      const first = await post('/admin/second-factor/verify', bearer, { code })
      expect(first.status).toBe(200)
      const again = await post('/admin/second-factor/verify', bearer, { code })
      expect(again).toMatchObject({ status: 400, body: { code: 'secondFactorInvalid' } })
    })

    it('limits the codes typed: ten per ten minutes, then 429', async () => {
      const bearer = await backend().tokenFor('operateur')
      const { secret } = await enrol(bearer)
      for (let i = 0; i < 9; i += 1) {
        expect((await post('/admin/second-factor/verify', bearer, { code: '000000' })).status).toBe(
          400,
        )
      }
      vi.useFakeTimers({ now: Date.now() + 30_000, toFake: ['Date'] })
      const limited = await post('/admin/second-factor/verify', bearer, { code: codeOf(secret) })
      expect(limited.status).toBe(429)
    })

    it('says whether the step-up sent is valid', async () => {
      const bearer = await backend().tokenFor('operateur')
      const status = () =>
        rawFetch('/admin/second-factor', { headers: { authorization: `Bearer ${bearer}` } })
      expect(await (await status()).json()).toEqual({
        enrolled: false,
        verifiedUntil: null,
        recoveryCodesLeft: 0,
      })
      await enrol(bearer)
      expect(await (await status()).json()).toMatchObject({ enrolled: true, recoveryCodesLeft: 10 })
    })
  })

  describe('reset by another operator', () => {
    it('removes his second factor and step-ups, in the audit log with its reason', async () => {
      const locked = await backend().tokenFor('operatrice')
      const { stepUp } = await enrol(locked)
      const operator = clientFor('operateur')
      const reset = await operator.secondFactor.operator.reset({
        params: { uid: 'operatrice' },
        body: { reason: 'Téléphone perdu' },
      })
      expect(reset).toMatchObject({ status: 200, body: { uid: 'operatrice', reset: true } })
      expect((await auditRead(locked, stepUp.token)).status).toBe(403)
      const audit = await operator.admin.audit({ query: { target: 'operatrice' } })
      expect(audit.status === 200 && audit.body.entries[0]).toMatchObject({
        action: 'second-factor.reset',
        reason: 'Téléphone perdu',
        result: 'applied',
      })
      // Nothing left to reset.
      const again = await operator.secondFactor.operator.reset({
        params: { uid: 'operatrice' },
        body: { reason: 'Téléphone perdu' },
      })
      expect(again).toMatchObject({ status: 404, body: { code: 'secondFactorMissing' } })
      // The operators' alerts channel hears of the one reset applied (docs/decisions/060).
      const alerts = (await backend().discordMessages()).filter((m) => m.channel === 'alerts')
      expect(alerts.filter((m) => /Second facteur/.test(m.content))).toHaveLength(1)
    })

    it('is refused to an operator without a step-up', async () => {
      const answer = await post(
        '/admin/second-factor/reset/operatrice',
        await backend().tokenFor('operateur'),
        {
          reason: 'Téléphone perdu',
        },
      )
      expect(answer).toMatchObject({ status: 403, body: { code: 'secondFactorRequired' } })
    })
  })

  describe('money above the threshold', () => {
    it('asks for a code typed within five minutes', async () => {
      const bearer = await backend().tokenFor('operateur')
      const stepUp = await stepUpFor(backend().baseUrl, bearer)
      // The player's profile exists once he has called (the server makes it then).
      const player = await backend().tokenFor('joueur')
      await rawFetch('/me/profile', { headers: { authorization: `Bearer ${player}` } })
      const credit = (amount: number) =>
        post('/admin/players/joueur/credit', bearer, { amount, reason: 'Compensation' }, stepUp)
      vi.useFakeTimers({ now: Date.now() + 6 * 60_000, toFake: ['Date'] })
      expect((await credit(100)).status).toBe(201)
      expect(await credit(20_000)).toMatchObject({
        status: 403,
        body: { code: 'secondFactorStale' },
      })
    })
  })

  describe("a player's own second factor", () => {
    it('is enabled with a first code and turned off with another', async () => {
      const bearer = await backend().tokenFor('joueur')
      const begun = await post('/me/second-factor/enrolment', bearer, {})
      const secret = String(begun.body.secret)
      const confirmed = await post('/me/second-factor/enrolment/confirm', bearer, {
        code: codeOf(secret),
      })
      expect(confirmed.status).toBe(200)
      // Still no console for a player.
      expect((await auditRead(bearer, null)).status).toBe(403)
      const replay = await post('/me/second-factor/disable', bearer, { code: codeOf(secret) })
      expect(replay.status).toBe(400)
      vi.useFakeTimers({ now: Date.now() + 30_000, toFake: ['Date'] })
      const off = await post('/me/second-factor/disable', bearer, { code: codeOf(secret) })
      expect(off).toMatchObject({ status: 200, body: { enrolled: false } })
    })
  })
})
