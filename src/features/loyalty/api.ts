import type { Claim, ClaimableReward, LoyaltyReward } from '@contract/schemas'
import type { DeliveryOutcome } from '@machines/delivery.machine'
import type { ApiClient } from '@/shared/api/client'
import { rateLimitOf } from '@/shared/api/rate-limit'
import { allLoaded, loaded, readOk, type Loaded } from '@/shared/api/loaded'
import { readAccounts, readProfile } from '@/shared/api/reads'
import { submitOnce } from '@/shared/api/submit-once'

function readRewards(api: ApiClient): Promise<Loaded<LoyaltyReward[]>> {
  return readOk(api.fidelity.rewards())
}

function readClaimable(api: ApiClient): Promise<Loaded<ClaimableReward[]>> {
  return readOk(api.fidelity.claimable())
}

/** /fidelite: every loyalty reward (public call). */
export function publicRewardsLoader(api: ApiClient) {
  return { rewards: readRewards(api) }
}
export type PublicRewardsData = ReturnType<typeof publicRewardsLoader>

/**
 * /me/fidelity, in three parts that each need their own reads: the month's progress (the
 * profile's monthPoints); the rewards to claim (the rewards, the claimable ones and the accounts
 * to send them to); the catalogue (the rewards, with each one's state only when the claimable
 * ones and the monthPoints are known too: a reward is never called claimed on a guess).
 */
export function loyaltyLoader(api: ApiClient) {
  const profile = readProfile(api)
  const rewards = readRewards(api)
  const claimable = readClaimable(api)
  const accounts = readAccounts(api)
  return {
    monthPoints: profile.then((read) => (read.ok ? loaded(read.data.monthPoints) : read)),
    toClaim: Promise.all([rewards, claimable, accounts]).then(allLoaded),
    catalog: Promise.all([rewards, claimable, profile]).then(([all, mine, player]) => {
      if (!all.ok) return all
      const progress =
        mine.ok && player.ok ? { claimable: mine.data, monthPoints: player.data.monthPoints } : null
      return loaded({ rewards: all.data, progress })
    }),
  }
}
export type LoyaltyData = ReturnType<typeof loyaltyLoader>

/**
 * Claiming a reward for a character, carried out at most once (one idempotency key, sent again
 * while the answer is lost): 200 is delivered, with the delivery it made; any other status
 * refused (nothing moved; 429: rate-limited, said with its wait); no answer even after the retries leaves the outcome unknown.
 */
export async function claimReward(api: ApiClient, claim: Claim): Promise<DeliveryOutcome> {
  const answer = await submitOnce((key) =>
    api.fidelity.claim({ body: claim, headers: { 'idempotency-key': key } }),
  )
  if (answer.status === 200) return { kind: 'delivered', delivery: answer.body.delivery }
  return rateLimitOf(answer) ?? (answer.status === 0 ? { kind: 'unknown' } : { kind: 'refused' })
}
