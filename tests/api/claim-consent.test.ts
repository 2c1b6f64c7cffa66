import { MOCK_PRICE_IDS } from '@contract/catalog'
import { CLAIM_CONSENT, TRANSFER_CONSENT, WITHDRAWAL_MESSAGES } from '@contract/rules'
import { DEFAULT_LIMITS } from '@backend/http/rate-limits'
import { afterEach, expect, it } from 'vitest'
import { JOUEUR_TARGET, backend, clientFor, forEachBackend } from './helpers'

/**
 * The consent before a loyalty claim, behind LOYALTY_CLAIM_CONSENT (docs/decisions/064), on both
 * backends: asked only for a stage reached thanks to AirPoints still withdrawable.
 */
forEachBackend(() => {
  const joueur = () => clientFor('joueur')
  const consentSetting = (on: boolean) =>
    backend().setLimits({ ...structuredClone(DEFAULT_LIMITS), loyaltyClaimConsent: on })
  afterEach(() => consentSetting(false))

  /** Buys the Légende pack: 1 100 AirPoints, the month's progress 1 150 → 2 250 (Or). */
  async function buyLegende() {
    const opened = await joueur().shop.checkout({ body: { priceId: MOCK_PRICE_IDS.legende } })
    if (opened.status !== 201) throw new Error(`checkout answered ${opened.status}`)
    await backend().completeCheckout(opened.body.url)
  }
  async function claimable() {
    const answer = await joueur().fidelity.claimable()
    if (answer.status !== 200) throw new Error(`claimable answered ${answer.status}`)
    return answer.body
  }
  const claim = (rewardId: number, consent?: string) =>
    joueur().fidelity.claim({
      body: { ...JOUEUR_TARGET, rewardId, ...(consent ? { consent } : {}) },
    })
  const consentMails = async () =>
    (await backend().mails()).filter((m) => m.kind === 'claim-consent')

  it('asks nothing when the setting is off (the default)', async () => {
    await buyLegende()
    expect(await claimable()).toEqual([{ rewardId: 1 }, { rewardId: 2 }, { rewardId: 3 }])
    expect((await claim(3)).status).toBe(200)
    expect(await consentMails()).toEqual([])
  })

  it('on: refuses a stage reached on withdrawable points without the consent, then stores it', async () => {
    consentSetting(true)
    await buyLegende()
    expect(await claimable()).toEqual([
      { rewardId: 1 },
      { rewardId: 2 },
      { rewardId: 3, consentRequired: true },
    ])
    expect(await claim(3)).toMatchObject({
      status: 400,
      body: { message: WITHDRAWAL_MESSAGES.claimConsentMissing },
    })
    expect(await claim(3, 'une-autre-version')).toMatchObject({ status: 400 })
    expect((await claimable()).map((r) => r.rewardId)).toEqual([1, 2, 3])
    // Stages held without the recent purchase need nothing.
    expect((await claim(1)).status).toBe(200)
    expect(await consentMails()).toEqual([])

    expect(await claim(3, CLAIM_CONSENT.version)).toMatchObject({
      status: 200,
      body: { rewardId: 3 },
    })
    const mails = await consentMails()
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ to: 'joueur@portail.test' })
    expect(mails[0]?.text).toContain(CLAIM_CONSENT.wording)
    expect(mails[0]?.text).toContain(CLAIM_CONSENT.version)
    expect((await claimable()).map((r) => r.rewardId)).toEqual([2])
  })

  it('on: asks nothing once the recent points are all transferred', async () => {
    consentSetting(true)
    await buyLegende()
    const sent = await joueur().shop.order({
      body: { ...JOUEUR_TARGET, amount: 2600, consent: TRANSFER_CONSENT.version },
    })
    expect(sent.status).toBe(201)
    expect(await claimable()).toEqual([{ rewardId: 1 }, { rewardId: 2 }, { rewardId: 3 }])
    expect((await claim(3)).status).toBe(200)
    expect(await consentMails()).toEqual([])
  })
})
