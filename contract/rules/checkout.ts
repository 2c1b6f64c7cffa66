/**
 * Where a checkout answer may send the browser. In live mode only Stripe Checkout's https
 * host; in mock mode only the embedded payment page of the app's own origin.
 */
export const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com'
export const MOCK_CHECKOUT_PATH = '/__mock/checkout/'

export type CheckoutTarget = { mode: 'live' } | { mode: 'mock'; appOrigin: string }

export function isAllowedCheckoutUrl(url: string, target: CheckoutTarget): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (target.mode === 'live') return parsed.origin === STRIPE_CHECKOUT_ORIGIN
  return parsed.origin === target.appOrigin && parsed.pathname.startsWith(MOCK_CHECKOUT_PATH)
}
