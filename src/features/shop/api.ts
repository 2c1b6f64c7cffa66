import type { Promotion } from '@contract/rules'
import type { HistoryEntry, TransferRequest } from '@contract/schemas'
import type { CheckoutOutcome } from '@machines/checkout.machine'
import type { DeliveryOutcome } from '@machines/delivery.machine'
import type { ApiClient } from '@/shared/api/client'
import { rateLimitOf } from '@/shared/api/rate-limit'
import { codeAskedOf, codeHeader } from '@/shared/api/second-factor-code'
import { allLoaded, loaded, readOk, type Loaded } from '@/shared/api/loaded'
import { submitOnce } from '@/shared/api/submit-once'
import { readAccounts, readProfile } from '@/shared/api/reads'

/**
 * /shop-items: the balance and the game accounts, read from the server on every visit (so the
 * balance shown after a transfer is the server's). The form needs both.
 */
export function transferLoader(api: ApiClient) {
  return {
    shop: Promise.all([
      readProfile(api),
      readAccounts(api),
      // Which points a transfer may use without the consent (docs/decisions/063).
      readOk(api.withdrawals.view()),
    ]).then(allLoaded),
  }
}
export type TransferData = ReturnType<typeof transferLoader>

export type PurchaseEntry = Extract<HistoryEntry, { kind: 'purchase' }>

/**
 * /shop-points: the promotion windows not ended yet (GET /shop/promotions: the packs show the
 * points of the window in force, from the server), and the player's latest payment
 * (GET /me/history, purchases only), so that a payment whose delayed method failed is told on the
 * top-up page; null when they never paid.
 */
export function topUpLoader(api: ApiClient) {
  const promotions: Promise<Loaded<Promotion[]>> = readOk(api.content.promotions()).then((read) =>
    read.ok ? loaded(read.data.windows) : read,
  )
  const latest: Promise<Loaded<PurchaseEntry | null>> = readOk(
    api.history.list({ query: { kind: 'purchase', limit: 1 } }),
  ).then((read) => {
    if (!read.ok) return read
    const [entry] = read.data.entries
    return loaded(entry?.kind === 'purchase' ? entry : null)
  })
  return { latest, promotions }
}
export type TopUpData = ReturnType<typeof topUpLoader>

/**
 * Opening a payment session, as the checkout flow sees it. The contract's only 403 on checkout
 * is the unverified email (docs/features.md).
 */
export async function openCheckout(api: ApiClient, priceId: string): Promise<CheckoutOutcome> {
  const answer = await api.shop.checkout({ body: { priceId } })
  if (answer.status === 201) return { kind: 'session', url: answer.body.url }
  if (answer.status === 403) return { kind: 'refused', reason: 'emailNotVerified' }
  const limited = rateLimitOf(answer)
  if (limited) return limited
  return { kind: 'failed', detail: `status ${answer.status}` }
}

/**
 * A transfer to a character, carried out at most once (one idempotency key, sent again while
 * the answer is lost): 201 is delivered, with the delivery it made; 429 rate-limited; 403 with a
 * code refusal: the player's second factor asks its code (sent in x-second-factor-code); any
 * other status refused (nothing moved); no answer even after the retries leaves it unknown.
 */
export async function sendTransfer(
  api: ApiClient,
  order: TransferRequest,
  secondFactorCode?: string,
): Promise<DeliveryOutcome> {
  const answer = await submitOnce((key) =>
    api.shop.order({
      body: order,
      headers: { 'idempotency-key': key, ...codeHeader(secondFactorCode) },
    }),
  )
  if (answer.status === 201) return { kind: 'delivered', delivery: answer.body.delivery }
  return (
    rateLimitOf(answer) ??
    codeAskedOf(answer) ??
    (answer.status === 0 ? { kind: 'unknown' } : { kind: 'refused' })
  )
}
