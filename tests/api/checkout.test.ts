import { MOCK_PRICE_IDS } from '@contract/catalog'
import { describe, expect, it, vi } from 'vitest'
import { clientFor, malformed, mockBackend, rawFetch, useMockApi } from './helpers'

useMockApi()

async function openSession(priceId: string = MOCK_PRICE_IDS.heros) {
  const answer = await clientFor('joueur').shop.checkout({ body: { priceId } })
  if (answer.status !== 201) throw new Error(`checkout answered ${answer.status}`)
  const id = new URL(answer.body.url).pathname.split('/').pop() ?? ''
  return { url: answer.body.url, id }
}

const profile = async () => (await clientFor('joueur').profile.get()).body

describe('POST /shop/checkout', () => {
  it('answers 201 with the absolute URL of the mock checkout page', async () => {
    const { url, id } = await openSession()
    expect(url).toMatch(/^http:\/\/localhost:5173\/__mock\/checkout\/cs_mock_\w+$/)
    expect(mockBackend.checkout.get(id)).toMatchObject({
      uid: 'joueur',
      points: 525,
      status: 'open',
    })
  })

  it('answers 400 for an unknown price id, and for a malformed body', async () => {
    const unknown = await clientFor('joueur').shop.checkout({ body: { priceId: 'price_inconnu' } })
    expect(unknown).toMatchObject({ status: 400, body: { message: 'unknown price id' } })
    const empty = await clientFor('joueur').shop.checkout({ body: { priceId: '' } })
    expect(empty).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^Requête invalide/) },
    })
    const wrong = await clientFor('joueur').shop.checkout({ body: malformed({ priceId: 5 }) })
    expect(wrong.status).toBe(400)
  })

  it("answers 403 'email not verified' to an unverified user", async () => {
    const answer = await clientFor('nouveau').shop.checkout({
      body: { priceId: MOCK_PRICE_IDS.debutant },
    })
    expect(answer).toMatchObject({ status: 403, body: { message: 'email not verified' } })
    expect(mockBackend.db.count('checkoutSessions')).toBe(0)
  })

  it('credits points and monthPoints once when paid; a second pay changes nothing', async () => {
    const { id } = await openSession(MOCK_PRICE_IDS.legende)
    expect(await profile()).toEqual({ points: 1500, monthPoints: 1150 })
    expect(await mockBackend.checkout.pay(id)).toEqual({ ok: true, credited: 1100 })
    expect(await profile()).toEqual({ points: 2600, monthPoints: 2250 })
    expect(await mockBackend.checkout.pay(id)).toEqual({ ok: false, reason: 'already-paid' })
    expect(await mockBackend.checkout.cancel(id)).toEqual({ ok: false, reason: 'already-paid' })
    expect(await profile()).toEqual({ points: 2600, monthPoints: 2250 })
  })

  it('credits nothing when cancelled, and a cancelled session cannot be paid', async () => {
    const { id } = await openSession()
    expect(await mockBackend.checkout.cancel(id)).toEqual({ ok: true })
    expect(await mockBackend.checkout.pay(id)).toEqual({ ok: false, reason: 'cancelled' })
    expect(await profile()).toEqual({ points: 1500, monthPoints: 1150 })
    expect(await mockBackend.checkout.pay('cs_mock_inconnu')).toEqual({
      ok: false,
      reason: 'not-found',
    })
  })

  it('a failed delayed payment credits nothing, once, and the session cannot be paid after', async () => {
    const { id } = await openSession()
    expect(await mockBackend.checkout.fail(id)).toEqual({ ok: true })
    expect(await mockBackend.checkout.pay(id)).toEqual({ ok: false, reason: 'failed' })
    expect(await profile()).toEqual({ points: 1500, monthPoints: 1150 })
    expect(mockBackend.checkout.get(id)).toMatchObject({ status: 'failed' })
    const paid = await openSession()
    await mockBackend.checkout.pay(paid.id)
    expect(await mockBackend.checkout.fail(paid.id)).toEqual({ ok: false, reason: 'already-paid' })
  })

  it('boosts the points inside the promotion window (2 Oct 2024 18:00-22:00 UTC) only', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const pointsAt = async (iso: string) => {
      vi.setSystemTime(new Date(iso))
      return mockBackend.checkout.get((await openSession(MOCK_PRICE_IDS.aventurier)).id)?.points
    }
    expect(await pointsAt('2024-10-02T17:59:59Z')).toBe(100)
    expect(await pointsAt('2024-10-02T18:00:00Z')).toBe(125)
    expect(await pointsAt('2024-10-02T21:59:59Z')).toBe(125)
    expect(await pointsAt('2024-10-02T22:00:00Z')).toBe(100)
  })

  it("uses the request's Origin for the checkout URL when there is one", async () => {
    const token = mockBackend.auth.issueToken('joueur')
    const response = await rawFetch('/shop/checkout', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        origin: 'http://127.0.0.1:4173',
      },
      body: JSON.stringify({ priceId: MOCK_PRICE_IDS.debutant }),
    })
    expect(response.status).toBe(201)
    expect(((await response.json()) as { url: string }).url).toMatch(
      /^http:\/\/127\.0\.0\.1:4173\/__mock\/checkout\//,
    )
  })
})
