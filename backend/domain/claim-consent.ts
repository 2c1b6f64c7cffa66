import { MAIN_LOYALTY_STAGES } from '@contract/catalog'
import { CLAIM_CONSENT, loyaltyMonth, reachedStages } from '@contract/rules'
import { recordConsent, withdrawalsOf } from './withdrawal'
import { claimConsentConfirmation } from './withdrawal-mail'
import type { PaymentsPort, StoreReads, StoreTx } from '../ports'

/**
 * The stages this month that the player reaches only thanks to AirPoints still withdrawable: his
 * month's progress less the untransferred points of this month's purchases under 14 days
 * (what withdrawing them all would take off the progress, docs/decisions/064).
 */
export async function stagesOnWithdrawable(
  reads: StoreReads | StoreTx,
  payments: PaymentsPort,
  uid: string,
  monthPoints: number,
  now: Date,
): Promise<Set<number>> {
  const month = loyaltyMonth(now)
  const { purchases } = await withdrawalsOf(reads, payments, uid, now)
  const withdrawable = purchases
    .filter((p) => loyaltyMonth(new Date(p.at)) === month)
    .reduce((sum, p) => sum + p.untransferred, 0)
  if (withdrawable === 0) return new Set()
  const held = new Set(
    reachedStages(monthPoints - withdrawable, MAIN_LOYALTY_STAGES).map((s) => s.id),
  )
  return new Set(
    reachedStages(monthPoints, MAIN_LOYALTY_STAGES)
      .map((s) => s.id)
      .filter((id) => !held.has(id)),
  )
}

/**
 * Stores the consent a claim carried (with its delivery id, as a transfer's) and queues its
 * confirmation to the player's address.
 */
export async function recordClaimConsent(
  tx: StoreTx,
  consent: { deliveryId: string; uid: string; reward: string; characterName: string },
  now: Date,
) {
  const { reward, characterName } = consent
  await recordConsent(tx, consent, CLAIM_CONSENT, now, {
    kind: 'claim-consent',
    content: (shown) => claimConsentConfirmation({ reward, characterName, ...shown }),
  })
}
