import { describe, expect, it } from 'vitest'
import { limitsFromEnv, loyaltyClaimConsentFromEnv } from '@server/config'

/** LOYALTY_CLAIM_CONSENT (docs/decisions/064): on, off or unset; anything else stops the start. */
describe('LOYALTY_CLAIM_CONSENT', () => {
  it('is off unless set to on', () => {
    expect(loyaltyClaimConsentFromEnv({})).toBe(false)
    expect(loyaltyClaimConsentFromEnv({ LOYALTY_CLAIM_CONSENT: 'off' })).toBe(false)
    expect(limitsFromEnv({ LOYALTY_CLAIM_CONSENT: 'on' }).loyaltyClaimConsent).toBe(true)
  })

  it('refuses anything else with its name', () => {
    expect(() => loyaltyClaimConsentFromEnv({ LOYALTY_CLAIM_CONSENT: 'yes' })).toThrow(
      /LOYALTY_CLAIM_CONSENT must be on or off/,
    )
  })
})
