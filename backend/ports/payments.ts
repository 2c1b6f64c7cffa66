import type { TopUpPack } from '@contract/schemas'
import type { Caller } from './identity'

export interface CheckoutRequest {
  caller: Caller
  pack: TopUpPack
  priceId: string
  /** Points the purchase will credit (promotion applied at opening). */
  points: number
  openedAt: Date
  /** The web app's origin (the request's Origin when it is a valid one), or null. */
  origin: string | null
}

/** A refund to ask of the provider: `amountCents` of the payment, once per `key`. */
export interface RefundRequest {
  paymentIntent: string
  amountCents: number
  /** Asking twice with one key refunds once (the provider's idempotency key). */
  key: string
}

export interface PaymentsPort {
  /** The provider's price id of each pack (mock ids in the embedded backend). */
  priceIds: Readonly<Record<string, string>>
  /** Opens a payment session; the URL is where the browser goes to pay. */
  createCheckoutSession(request: CheckoutRequest): Promise<{ url: string }>
  /** Refunds part of a payment by the same means (throws when the provider cannot be reached). */
  refund(request: RefundRequest): Promise<void>
}
