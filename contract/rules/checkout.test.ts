import { describe, expect, it } from 'vitest'
import { isAllowedCheckoutUrl } from './checkout'

describe('isAllowedCheckoutUrl', () => {
  const mock = { mode: 'mock', appOrigin: 'http://127.0.0.1:4173' } as const

  it.each([
    ['https://checkout.stripe.com/c/pay/cs_test_123', true],
    ['http://checkout.stripe.com/c/pay/cs_test_123', false],
    ['https://checkout.stripe.com.evil.test/c/pay', false],
    ['https://evil.test/?https://checkout.stripe.com', false],
    ['javascript:alert(1)', false],
    ['/__mock/checkout/abc', false],
  ])('live: %s -> %s', (url, allowed) => {
    expect(isAllowedCheckoutUrl(url, { mode: 'live' })).toBe(allowed)
  })

  it.each([
    ['http://127.0.0.1:4173/__mock/checkout/abc', true],
    ['http://127.0.0.1:4173/shop-points-success', false],
    ['http://evil.test/__mock/checkout/abc', false],
    ['https://checkout.stripe.com/c/pay/cs_test_123', false],
    ['not a url', false],
  ])('mock: %s -> %s', (url, allowed) => {
    expect(isAllowedCheckoutUrl(url, mock)).toBe(allowed)
  })
})
