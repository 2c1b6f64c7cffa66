import { MOCK_PRICE_IDS } from '@contract/catalog'
import type { AuditEntry } from '@contract/schemas'
import { beforeEach, expect, it, vi } from 'vitest'
import { DEFAULT_LIMITS } from '@backend/http/rate-limits'
import { JOUEUR_TARGET, backend, clientFor, clientWith, forEachBackend } from './helpers'

/** Bans (docs/decisions/057) on both backends: in the portal, and in the game's accounts. */
forEachBackend(() => {
  const operator = () => clientFor('operateur')
  const joueur = () => clientFor('joueur')
  const reason = 'Triche avérée (bot de farm)'
  const ACCOUNTS = ['heros01', 'heros02']

  async function auditActions(): Promise<[string, string][]> {
    const answer = await operator().admin.audit({ query: { target: 'joueur' } })
    if (answer.status !== 200) throw new Error(`audit answered ${answer.status}`)
    return answer.body.entries
      .filter((entry: AuditEntry) => entry.reason !== 'Consultation')
      .map((entry) => [entry.action, entry.result])
  }

  // On the server, the demo player's rows become theirs when their token is first seen.
  beforeEach(async () => {
    await joueur().profile.get()
  })

  const transfer = (key: string) =>
    joueur().shop.order({
      body: { ...JOUEUR_TARGET, amount: 10 },
      headers: { 'idempotency-key': key },
    })

  /** Every refused call of a banned player: transfer, claim, vote, buy, link, create, password. */
  async function everyRefusal() {
    return Promise.all([
      transfer('banned-1'),
      joueur().fidelity.claim({ body: { ...JOUEUR_TARGET, rewardId: 1 } }),
      joueur().votes.request({ body: { providerId: 'topg' } }),
      joueur().votes.validate({ body: { voteToken: 'vote_x' } }),
      joueur().shop.checkout({ body: { priceId: MOCK_PRICE_IDS.heros } }),
      joueur().accounts.link({ body: { name: 'autre01', password: 'autre01pass' } }),
      joueur().accounts.create({
        body: { name: 'nouveau09', password: 'abc123', passwordConfirm: 'abc123' },
      }),
      joueur().accounts.update({
        body: {
          name: 'heros01',
          password: 'change99',
          passwordConfirm: 'change99',
          currentPassword: 'heros01pass',
        },
      }),
    ])
  }

  it('bans until a date: every money call refused in French, the game accounts blocked; the unban lifts both', async () => {
    const until = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString()
    const banned = await operator().operations.ban({
      params: { uid: 'joueur' },
      body: { reason, until },
    })
    expect(banned).toMatchObject({
      status: 201,
      body: { ban: { active: true, until, reason, accounts: ACCOUNTS, gameBlock: 'blocked' } },
    })
    const lastDay = until.slice(0, 10)
    expect(await backend().game.blocked(ACCOUNTS)).toEqual(
      new Map(ACCOUNTS.map((name) => [name, lastDay])),
    )
    for (const answer of await everyRefusal()) {
      expect(answer.status).toBe(403)
      expect((answer.body as { message: string }).message).toMatch(
        /^Votre compte est banni jusqu’au .+\u00a0: Triche avérée \(bot de farm\)\. Cette action vous est refusée pendant le bannissement\.$/,
      )
    }
    expect(await joueur().profile.get()).toMatchObject({ body: { points: 1500 } })
    expect(await joueur().banNotice.get()).toMatchObject({
      status: 200,
      body: { ban: { reason, until } },
    })
    const twice = await operator().operations.ban({ params: { uid: 'joueur' }, body: { reason } })
    expect(twice).toMatchObject({ status: 409, body: { code: 'alreadyBanned' } })

    const lifted = await operator().operations.unban({
      params: { uid: 'joueur' },
      body: { reason: 'Erreur de détection' },
    })
    expect(lifted).toMatchObject({
      status: 201,
      body: { ban: { active: false, gameBlock: 'lifted' } },
    })
    expect(await backend().game.blocked(ACCOUNTS)).toEqual(new Map())
    expect(await transfer('after-unban')).toMatchObject({ status: 201, body: { points: 1490 } })
    expect(await joueur().banNotice.get()).toMatchObject({ body: { ban: null } })
    const again = await operator().operations.unban({ params: { uid: 'joueur' }, body: { reason } })
    expect(again).toMatchObject({ status: 409, body: { code: 'notBanned' } })
    expect(await auditActions()).toEqual([
      ['player.unban', 'refused'],
      ['player.unban.game', 'applied'],
      ['player.unban', 'applied'],
      ['player.ban', 'refused'],
      ['player.ban.game', 'applied'],
      ['player.ban', 'applied'],
    ])
  })

  it('bans without end; refuses an end in the past or an unknown player, in French', async () => {
    const past = await operator().operations.ban({
      params: { uid: 'joueur' },
      body: { reason, until: '2001-01-01T00:00:00Z' },
    })
    expect(past).toMatchObject({
      status: 400,
      body: { code: 'banInPast', message: 'La fin du bannissement doit être dans le futur.' },
    })
    const unknown = await operator().operations.ban({
      params: { uid: 'inconnu' },
      body: { reason },
    })
    expect(unknown).toMatchObject({ status: 404, body: { code: 'unknownPlayer' } })
    const forever = await operator().operations.ban({ params: { uid: 'joueur' }, body: { reason } })
    expect(forever).toMatchObject({ status: 201, body: { ban: { until: null, active: true } } })
    expect(await backend().game.blocked(ACCOUNTS)).toEqual(
      new Map(ACCOUNTS.map((name) => [name, null])),
    )
    const [refused] = await everyRefusal()
    expect((refused?.body as { message: string }).message).toContain('banni sans date de fin')
  })

  it('records the ban while the game is unreachable, shows its block pending, and retries it', async () => {
    backend().game.setReachable(false)
    const banned = await operator().operations.ban({ params: { uid: 'joueur' }, body: { reason } })
    expect(banned).toMatchObject({
      status: 201,
      body: { ban: { active: true, gameBlock: 'pending' } },
    })
    expect((await transfer('while-down')).status).toBe(403)
    const listed = await operator().operations.bans()
    expect(listed).toMatchObject({
      status: 200,
      body: { bans: [{ uid: 'joueur', gameBlock: 'pending' }] },
    })
    backend().game.setReachable(true)
    const read = await operator().operations.playerBan({ params: { uid: 'joueur' } })
    expect(read).toMatchObject({ status: 200, body: { ban: { gameBlock: 'blocked' } } })
    expect((await backend().game.blocked(ACCOUNTS)).size).toBe(2)
    expect((await auditActions()).slice(0, 3)).toEqual([
      ['player.ban.game', 'applied'],
      ['player.ban.game', 'refused'],
      ['player.ban', 'applied'],
    ])
  })

  it('ends at its date: the player transfers again, and may be banned anew', async () => {
    const until = new Date(Date.now() + 3600 * 1000).toISOString()
    await operator().operations.ban({ params: { uid: 'joueur' }, body: { reason, until } })
    expect((await transfer('before-end')).status).toBe(403)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(Date.now() + 2 * 3600 * 1000))
    expect((await transfer('after-end')).status).toBe(201)
    expect(await joueur().banNotice.get()).toMatchObject({ body: { ban: null } })
    const anew = await operator().operations.ban({ params: { uid: 'joueur' }, body: { reason } })
    expect(anew).toMatchObject({ status: 201, body: { ban: { active: true } } })
  })

  it('keeps a ban and an approval of an erased player under his erased id, naming him nowhere', async () => {
    const player = await backend().signUp('banni@portail.test')
    const client = clientWith(await player.token())
    expect((await client.profile.get()).status).toBe(200)
    const banned = await operator().operations.ban({
      params: { uid: player.uid },
      body: { reason },
    })
    expect(banned.status).toBe(201)
    backend().setLimits({ ...DEFAULT_LIMITS, approvalThreshold: 1 })
    const pending = await operator().admin.credit({
      params: { uid: player.uid },
      body: { amount: 5, reason },
    })
    if (pending.status !== 202) throw new Error(`credit answered ${pending.status}`)
    const approved = await clientFor('operatrice').operations.approve({
      params: { approvalId: pending.body.approval.approvalId },
      body: { reason },
      headers: { 'idempotency-key': 'approve-before-erasure' },
    })
    expect(approved.status).toBe(201)
    expect(await backend().mentions([player.uid])).toEqual(
      expect.arrayContaining(['bans', 'approvals']),
    )
    expect((await client.rights.erase()).status).toBe(200)
    expect(await backend().mentions([player.uid, 'banni@portail.test'])).toEqual([])
  })
})
