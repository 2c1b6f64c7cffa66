import { describe, expect, it } from 'vitest'
import { accountsLoader, profileLoader, saveGameAccount } from '@/features/account/api'
import { claimReward, loyaltyLoader } from '@/features/loyalty/api'
import { openCheckout, sendTransfer } from '@/features/shop/api'
import { requestVoteToken, votesLoader } from '@/features/vote/api'
import { JOUEUR_TARGET, clientFor, mockBackend, useMockApi } from './helpers'

/**
 * What the app tells its machines and pages, from the API's real answers (the embedded backend)
 * and its injected faults: domain outcomes and typed reads, never a status code or a guess.
 */
useMockApi()

describe('outcomes the machines receive', () => {
  it('a transfer: delivered on 201, refused on another status, unknown without an answer', async () => {
    const api = clientFor('joueur')
    expect(await sendTransfer(api, { ...JOUEUR_TARGET, amount: 10 })).toMatchObject({
      kind: 'delivered',
      delivery: { kind: 'points', amount: 10, characterName: 'Aelis', state: 'pending' },
    })
    expect(await sendTransfer(api, { ...JOUEUR_TARGET, amount: 999_999 })).toEqual({
      kind: 'refused',
    })
    mockBackend.faults.set('shop.order', { kind: 'network' })
    expect(await sendTransfer(api, { ...JOUEUR_TARGET, amount: 10 })).toEqual({ kind: 'unknown' })
    // 200 is not the success status of a transfer: 201 is (machines/transfer.machine.ts).
    mockBackend.faults.set('shop.order', { kind: 'status', status: 200 })
    expect(await sendTransfer(api, { ...JOUEUR_TARGET, amount: 10 })).toEqual({ kind: 'refused' })
  })

  it('a claim: delivered on 200 only, refused when already claimed', async () => {
    const api = clientFor('joueur')
    const claim = { ...JOUEUR_TARGET, rewardId: 1 }
    expect(await claimReward(api, claim)).toMatchObject({
      kind: 'delivered',
      delivery: { kind: 'item', count: 1, characterName: 'Aelis', state: 'pending' },
    })
    expect(await claimReward(api, claim)).toEqual({ kind: 'refused' })
    mockBackend.faults.set('fidelity.claim', { kind: 'status', status: 201 })
    expect(await claimReward(api, { ...claim, rewardId: 2 })).toEqual({ kind: 'refused' })
  })

  it('a checkout: a session, the unverified email refused, any other failure', async () => {
    const priceId = 'price_mock_debutant'
    expect(await openCheckout(clientFor('joueur'), priceId)).toMatchObject({ kind: 'session' })
    expect(await openCheckout(clientFor('nouveau'), priceId)).toEqual({
      kind: 'refused',
      reason: 'emailNotVerified',
    })
    mockBackend.faults.set('shop.checkout', { kind: 'status', status: 500 })
    expect(await openCheckout(clientFor('joueur'), priceId)).toEqual({
      kind: 'failed',
      detail: 'status 500',
    })
  })

  it('a game account: saved, or refused with the rule the server saw', async () => {
    const api = clientFor('joueur')
    const form = { name: 'heros09', password: 'abc123', passwordConfirm: 'abc123' }
    expect(await saveGameAccount(api, 'create', form)).toEqual({ kind: 'saved' })
    expect(await saveGameAccount(api, 'create', form)).toEqual({
      kind: 'refused',
      error: 'nameTaken',
    })
  })

  it('a vote token: the token, or a failure', async () => {
    const api = clientFor('joueur')
    const sites = await votesLoader(api).sites
    if (!sites.ok) throw new Error('the voting sites should be readable')
    const open = sites.data.find((site) => new Date(site.nextVote) <= new Date())
    if (!open) throw new Error('the demo data has a site open for voting')
    expect(await requestVoteToken(api, open.id)).toMatchObject({ kind: 'token' })
    expect(await requestVoteToken(api, 'no-such-site')).toEqual({ kind: 'failed' })
  })
})

describe('reads the pages receive', () => {
  it('data when the call succeeds, a typed failure (never an empty list) when it does not', async () => {
    const api = clientFor('joueur')
    const ok = await accountsLoader(api).accounts
    expect(ok.ok && ok.data.length).toBeGreaterThan(0)
    mockBackend.faults.set('accounts.list', { kind: 'status', status: 500 })
    expect(await accountsLoader(api).accounts).toEqual({ ok: false, failure: 'refused' })
    mockBackend.faults.set('accounts.list', { kind: 'network' })
    expect(await accountsLoader(api).accounts).toEqual({ ok: false, failure: 'network' })
    mockBackend.faults.set('profile.get', { kind: 'status', status: 500 })
    expect(await profileLoader(api).profile).toEqual({ ok: false, failure: 'refused' })
  })

  it('the loyalty page: no reward state at all when the claimable rewards are unknown', async () => {
    const api = clientFor('joueur')
    const known = await loyaltyLoader(api).catalog
    expect(known.ok && known.data.progress).not.toBeNull()
    mockBackend.faults.set('fidelity.claimable', { kind: 'status', status: 500 })
    const page = loyaltyLoader(api)
    const catalog = await page.catalog
    expect(catalog.ok && catalog.data.progress).toBeNull()
    expect(await page.toClaim).toEqual({ ok: false, failure: 'refused' })
    expect(await page.monthPoints).toMatchObject({ ok: true })
  })
})
