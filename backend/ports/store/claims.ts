import type { Month } from '../clock'

export interface ClaimRow {
  uid: string
  rewardId: number
  month: Month
  accountId: number
  characterId: number
}

export interface ClaimsReads {
  /** Reward ids the player claimed in `month`. */
  claimedRewardIds(uid: string, month: Month): Promise<number[]>
  /** Claims of the player under review, as `rewardId:month`. */
  flagged(uid: string): Promise<string[]>
}

/** Loyalty rewards claimed: once per (player, reward, month). */
export interface ClaimsStore extends ClaimsReads {
  /**
   * Records a claim and its 'claim' ledger row: false when (uid, rewardId, month) is already
   * claimed (unique constraint).
   */
  insert(claim: ClaimRow): Promise<boolean>
  /**
   * Marks a claim as under review (its stage no longer holds after a refund or a dispute): true
   * the first time only, false when it already was or there is no such claim.
   */
  flag(uid: string, rewardId: number, month: Month): Promise<boolean>
}
