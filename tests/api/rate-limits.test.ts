import { describe, expect, it } from 'vitest'
import { MOCK_PRICE_IDS } from '@contract/catalog'
import { DEFAULT_LIMITS, type LimitedAction, type LimitSettings } from '@backend/http/rate-limits'
import { GAME_ACCOUNT_CAP_MESSAGE, tooManyAttemptsNotice } from '@contract/rules/limits'
import { RateLimitedSchema } from '@contract/schemas'
import { JOUEUR_TARGET, backend, clientFor, forEachBackend, type Uid } from './helpers'

/** Limits of 2 calls a minute per player for `action` (per address too, unless told). */
function lowLimit(action: LimitedAction, { perPlayer = 2, perIp = 2 } = {}): LimitSettings {
  return {
    ...DEFAULT_LIMITS,
    actions: { ...DEFAULT_LIMITS.actions, [action]: { perPlayer, perIp, windowS: 60 } },
  }
}

/** What a player can see of their state (a refused call must leave it as it was). */
async function stateOf(uid: Uid) {
  const client = clientFor(uid)
  const answers = await Promise.all([
    client.profile.get(),
    client.accounts.list(),
    client.votes.list(),
    client.fidelity.claimable(),
    client.history.list({ query: {} }),
  ])
  return answers.map(({ status, body }) => ({ status, body }))
}

/** A price id both backends under test sell (the first pack's). */
const PRICE_ID = Object.values(MOCK_PRICE_IDS)[0] ?? ''

type Answer = { status: number; body: unknown; headers: Headers }

function expectRefused(answer: Answer, windowS = 60) {
  expect(answer.status).toBe(429)
  const body = RateLimitedSchema.parse(answer.body)
  const retryAfter = Number(answer.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThanOrEqual(1)
  expect(retryAfter).toBeLessThanOrEqual(windowS)
  expect(body.retryAfter).toBe(retryAfter)
  expect(body.message).toBe(tooManyAttemptsNotice(retryAfter))
  expect(body.message).toMatch(
    /^Trop de tentatives\. Réessayez dans \d+\u00a0(secondes?|minutes?)\.$/,
  )
}

const form = (name: string, password = 'abcdef1') => ({ name, password, passwordConfirm: password })
let keyCount = 0
const key = () => ({ 'idempotency-key': `limit-${Date.now()}-${(keyCount += 1)}` })

/** Each limited call, as one player makes it again and again (any answer but 429 is allowed). */
const CALLS: [LimitedAction, string, Uid, (attempt: number) => Promise<Answer>][] = [
  [
    'gameAccounts',
    'accounts.create',
    'nouveau',
    (n) => clientFor('nouveau').accounts.create({ body: form(`limite0${n}`) }),
  ],
  [
    'gameAccounts',
    'accounts.update',
    'joueur',
    (n) =>
      clientFor('joueur').accounts.update({
        body: { ...form('heros01', `nouveau${n}`), currentPassword: 'heros01pass' },
      }),
  ],
  [
    'gameAccounts',
    'accounts.link',
    'nouveau',
    () => clientFor('nouveau').accounts.link({ body: { name: 'libre01', password: 'faux01' } }),
  ],
  [
    'voteRequest',
    'votes.request',
    'joueur',
    async () => {
      const open = (await clientFor('joueur').votes.list()).body
      const site = Array.isArray(open) ? open[0] : undefined
      return clientFor('joueur').votes.request({ body: { providerId: site?.id ?? 'gtop100' } })
    },
  ],
  [
    'voteValidate',
    'votes.validate',
    'joueur',
    (n) => clientFor('joueur').votes.validate({ body: { voteToken: `vote_inconnu${n}` } }),
  ],
  [
    'checkout',
    'shop.checkout',
    'joueur',
    () => clientFor('joueur').shop.checkout({ body: { priceId: PRICE_ID } }),
  ],
  [
    'transfer',
    'shop.order',
    'joueur',
    () => clientFor('joueur').shop.order({ body: { ...JOUEUR_TARGET, amount: 1 }, headers: key() }),
  ],
  [
    'claim',
    'fidelity.claim',
    'joueur',
    () =>
      clientFor('joueur').fidelity.claim({
        body: { ...JOUEUR_TARGET, rewardId: 999_999 },
        headers: key(),
      }),
  ],
]

forEachBackend(() => {
  describe('rate limits', () => {
    it.each(CALLS)(
      '%s: %s answers 429 with Retry-After past its limit per player, changing nothing',
      async (action, _name, uid, call) => {
        backend().setLimits(lowLimit(action, { perPlayer: 2, perIp: 100 }))
        for (const attempt of [1, 2]) expect((await call(attempt)).status).not.toBe(429)
        const before = await stateOf(uid)
        expectRefused(await call(3))
        expectRefused(await call(4))
        expect(await stateOf(uid)).toEqual(before)
      },
    )

    it('counts the calls of every player from one address together', async () => {
      backend().setLimits(lowLimit('checkout', { perPlayer: 100, perIp: 2 }))
      const open = (uid: Uid) => clientFor(uid).shop.checkout({ body: { priceId: PRICE_ID } })
      expect((await open('joueur')).status).toBe(201)
      expect((await open('operateur')).status).toBe(201)
      expectRefused(await open('joueur'))
      expectRefused(await open('operateur'))
      // A refusal that cost nothing (an unverified email) is answered as such, never counted.
      expect((await open('nouveau')).status).toBe(403)
    })

    it('charges no limit for the cheap refusals: 30 unverified checkouts leave the address open', async () => {
      // The defaults: 30 checkouts per address in 10 minutes.
      const refused = []
      for (let i = 0; i < DEFAULT_LIMITS.actions.checkout.perIp; i += 1) {
        refused.push(
          (await clientFor('nouveau').shop.checkout({ body: { priceId: PRICE_ID } })).status,
        )
      }
      expect(new Set(refused)).toEqual(new Set([403]))
      const verified = await clientFor('joueur').shop.checkout({ body: { priceId: PRICE_ID } })
      expect(verified.status).toBe(201)
    })

    it('charges no limit for transfers and claims to a character the caller does not own', async () => {
      backend().setLimits({
        ...lowLimit('transfer', { perPlayer: 100, perIp: 2 }),
        actions: {
          ...lowLimit('transfer', { perPlayer: 100, perIp: 2 }).actions,
          claim: { perPlayer: 100, perIp: 2, windowS: 60 },
        },
      })
      for (let i = 0; i < 5; i += 1) {
        const order = await clientFor('nouveau').shop.order({
          body: { ...JOUEUR_TARGET, amount: 1 },
          headers: key(),
        })
        expect(order.status).toBe(404)
        const claim = await clientFor('nouveau').fidelity.claim({
          body: { ...JOUEUR_TARGET, rewardId: 1 },
          headers: key(),
        })
        expect(claim.status).toBe(404)
      }
      const order = await clientFor('joueur').shop.order({
        body: { ...JOUEUR_TARGET, amount: 1 },
        headers: key(),
      })
      expect(order.status).toBe(201)
    })

    it('limits each call on its own, and each player on their own', async () => {
      backend().setLimits(lowLimit('transfer', { perPlayer: 1, perIp: 100 }))
      const order = () =>
        clientFor('joueur').shop.order({ body: { ...JOUEUR_TARGET, amount: 1 }, headers: key() })
      expect((await order()).status).toBe(201)
      expectRefused(await order())
      // Another limited call of the same player, and the same call of another player, go on.
      expect(
        (await clientFor('joueur').shop.checkout({ body: { priceId: PRICE_ID } })).status,
      ).toBe(201)
      const other = await clientFor('nouveau').shop.order({
        body: { ...JOUEUR_TARGET, amount: 1 },
        headers: key(),
      })
      expect(other.status).not.toBe(429)
    })

    it.each([
      ['accountsRead', 'accounts.list', () => clientFor('joueur').accounts.list()],
      ['dataExport', 'rights.export', () => clientFor('joueur').rights.export()],
      [
        'consoleRead',
        'admin.player',
        () => clientFor('operateur').admin.player({ params: { uid: 'joueur' } }),
      ],
    ] as const)(
      '%s: %s, a read that reaches the game or reads everything, answers 429 past its limit',
      async (action, _name, call) => {
        backend().setLimits(lowLimit(action, { perPlayer: 2, perIp: 100 }))
        // On the server, the demo player's rows become theirs when their token is first seen.
        expect((await clientFor('joueur').profile.get()).status).toBe(200)
        for (let i = 0; i < 2; i += 1) expect((await call()).status).toBe(200)
        expectRefused(await call())
        // The others' reads go on.
        expect((await clientFor('nouveau').accounts.list()).status).toBe(200)
      },
    )

    it('never limits the other reads', async () => {
      const reads: readonly LimitedAction[] = ['accountsRead', 'dataExport', 'consoleRead']
      backend().setLimits({
        ...DEFAULT_LIMITS,
        actions: Object.fromEntries(
          Object.entries(DEFAULT_LIMITS.actions).map(([action, limit]) => [
            action,
            reads.includes(action as LimitedAction)
              ? limit
              : { perPlayer: 1, perIp: 1, windowS: 60 },
          ]),
        ) as LimitSettings['actions'],
      })
      for (let i = 0; i < 3; i += 1) {
        for (const answer of await stateOf('joueur')) expect(answer.status).toBe(200)
      }
    })
  })

  describe('the cap of game accounts', () => {
    it(`refuses the sixth game account (default ${DEFAULT_LIMITS.maxGameAccounts}) in French, creating nothing`, async () => {
      const nouveau = clientFor('nouveau')
      for (let n = 1; n <= 5; n += 1) {
        expect((await nouveau.accounts.create({ body: form(`compte0${n}`) })).status).toBe(200)
      }
      const sixth = await nouveau.accounts.create({ body: form('compte06') })
      expect(sixth).toMatchObject({ status: 409, body: { message: GAME_ACCOUNT_CAP_MESSAGE } })
      expect(GAME_ACCOUNT_CAP_MESSAGE).toBe(
        'Vous avez atteint le nombre maximum de comptes de jeu.',
      )
      const names = (await nouveau.accounts.list()).body
      expect(Array.isArray(names) && names.map((a) => a.name)).toEqual([
        'compte01',
        'compte02',
        'compte03',
        'compte04',
        'compte05',
      ])
      // The game was not asked: the name is still free there.
      const taken = await clientFor('joueur').accounts.create({ body: form('compte06') })
      expect(taken.status).toBe(200)
      // Nor can an existing game account be linked past the cap.
      const link = await nouveau.accounts.link({
        body: { name: 'libre01', password: 'libre01pass' },
      })
      expect(link).toMatchObject({ status: 409, body: { message: GAME_ACCOUNT_CAP_MESSAGE } })
    })

    it('follows the setting, linking included, and of concurrent creations keeps the cap', async () => {
      backend().setLimits({ ...DEFAULT_LIMITS, maxGameAccounts: 1 })
      const nouveau = clientFor('nouveau')
      const answers = await Promise.all(
        ['course01', 'course02', 'course03'].map((name) =>
          nouveau.accounts.create({ body: form(name) }),
        ),
      )
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
      for (const refused of answers.filter((a) => a.status !== 200)) {
        expect(refused).toMatchObject({ status: 409, body: { message: GAME_ACCOUNT_CAP_MESSAGE } })
      }
      expect((await nouveau.accounts.list()).body).toHaveLength(1)
      // joueur, over the cap of 1 already, may still change a password.
      const update = await clientFor('joueur').accounts.update({
        body: { ...form('heros01', 'change1'), currentPassword: 'heros01pass' },
      })
      expect(update.status).toBe(200)
      const link = await clientFor('joueur').accounts.link({
        body: { name: 'libre01', password: 'libre01pass' },
      })
      expect(link).toMatchObject({ status: 409, body: { message: GAME_ACCOUNT_CAP_MESSAGE } })
    })
  })
})
