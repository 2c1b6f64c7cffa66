import { describe, expect, it } from 'vitest'
import { GAME_ACCOUNT_ACCESS_MESSAGES as ACCESS } from '@contract/rules/game-account'
import { LINK_ATTEMPT_WINDOWS } from '@backend/domain/link-attempts'
import { backend, clientFor, clientWith, forEachBackend, roomyLimits } from './helpers'

/** Linking another player's game account, and changing a game account's password. */
forEachBackend(() => {
  const link = (client: ReturnType<typeof clientFor>, name: string, password: string) =>
    client.accounts.link({ body: { name, password } })
  const view = ({ status, body }: { status: number; body: unknown }) => ({ status, body })

  describe('POST /me/accounts/link: one refusal', () => {
    it("answers the same to a wrong password, the right one of another player's account and an unknown account", async () => {
      const nouveau = clientFor('nouveau')
      const right = view(await link(nouveau, 'heros01', 'heros01pass'))
      const wrong = view(await link(nouveau, 'heros01', 'mauvais1'))
      const unknown = view(await link(nouveau, 'inconnu77', 'mauvais1'))
      expect(right).toEqual({ status: 400, body: { message: ACCESS.linkRefused } })
      expect(wrong).toEqual(right)
      expect(unknown).toEqual(right)
      expect(ACCESS.linkRefused).toMatch(/^Rattachement refusé/)
      expect((await nouveau.accounts.list()).body).toEqual([])
    })

    it("says so when the account is the caller's own already (which tells nothing of others)", async () => {
      const answer = await link(clientFor('joueur'), 'HEROS01', 'nimporte1')
      expect(view(answer)).toEqual({ status: 409, body: { message: ACCESS.linkedToCaller } })
    })
  })

  describe('POST /me/accounts/link: attempts counted per account name', () => {
    it('refuses guesses against one account from many players with 429 long before 50, waits growing', async () => {
      // Room enough per player and per address: only the count per account name is left.
      backend().setLimits(roomyLimits())
      const players = await Promise.all(
        Array.from({ length: 10 }, (_, i) => backend().signUp(`devin${i}@portail.test`)),
      )
      const answers: { status: number; retryAfter: number }[] = []
      for (const player of players) {
        const client = clientWith(await player.token())
        for (let guess = 0; guess < 5; guess += 1) {
          const answer = await link(client, 'libre01', `devine${answers.length}`)
          answers.push({
            status: answer.status,
            retryAfter: Number(answer.headers.get('retry-after') ?? 0),
          })
        }
      }
      const [first = 0, second = 0, third = 0] = LINK_ATTEMPT_WINDOWS.map((w) => w.points)
      const tried = answers.filter((a) => a.status !== 429)
      expect(tried).toHaveLength(first)
      expect(tried.every((a) => a.status === 400)).toBe(true)
      expect(answers.slice(first).every((a) => a.status === 429)).toBe(true)
      // Each further burst waits longer: the first window, then the second, then the third.
      const waits = (from: number, to: number) => answers.slice(from, to).map((a) => a.retryAfter)
      for (const wait of waits(first, second)) expect(wait).toBeLessThanOrEqual(15 * 60)
      for (const wait of waits(second, third)) expect(wait).toBeGreaterThan(15 * 60)
      for (const wait of waits(third, 50)) expect(wait).toBeGreaterThan(3 * 3600)
      // The right password too is refused now, for anyone, and links nothing.
      const late = await backend().signUp('tardif@portail.test')
      const client = clientWith(await late.token())
      expect((await link(client, 'libre01', 'libre01pass')).status).toBe(429)
      expect((await client.accounts.list()).body).toEqual([])
    })
  })

  describe('PUT /me/accounts: the current password first', () => {
    const change = (currentPassword: string, password: string) =>
      clientFor('joueur').accounts.update({
        body: { name: 'heros01', password, passwordConfirm: password, currentPassword },
      })

    it('refuses a wrong current password in French, changing nothing', async () => {
      expect(view(await change('mauvais1', 'pirate12'))).toEqual({
        status: 400,
        body: { message: ACCESS.wrongCurrentPassword },
      })
      // The password is still the old one: it changes it, once.
      expect((await change('heros01pass', 'nouveau42')).status).toBe(200)
      expect((await change('heros01pass', 'encore42')).status).toBe(400)
      expect((await change('nouveau42', 'encore42')).status).toBe(200)
    })

    it('refuses a password change without the current password', async () => {
      const answer = await clientFor('joueur').accounts.update({
        body: { name: 'heros01', password: 'pirate12', passwordConfirm: 'pirate12' } as never,
      })
      expect(answer.status).toBe(400)
      expect((await change('heros01pass', 'nouveau42')).status).toBe(200)
    })
  })
})
