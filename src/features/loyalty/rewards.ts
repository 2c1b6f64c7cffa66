import { LOYALTY_STAGES, MAIN_LOYALTY_STAGES, SPECIAL_STAGE_ID, itemById } from '@contract/catalog'
import type { ClaimableReward, LoyaltyReward, Item, LoyaltyStage } from '@contract/schemas'

/** A reward with what the page shows of it: its stage and its item from the catalogue. */
export interface RewardView {
  reward: LoyaltyReward
  stage: LoyaltyStage | undefined
  item: Item | undefined
  /** Its claim asks the consent before delivery (docs/decisions/064). */
  consentRequired?: boolean
}

export interface StageRewards {
  stage: LoyaltyStage
  rewards: RewardView[]
}

function viewOf(reward: LoyaltyReward): RewardView {
  return {
    reward,
    stage: LOYALTY_STAGES.find((stage) => stage.id === reward.stageId),
    item: itemById(reward.itemId),
  }
}

/**
 * Every reward grouped by stage: the main stages by increasing requiredAmount, then the
 * Special one (listed, never reached through monthPoints). Stages without a reward are left out.
 */
export function rewardsByStage(rewards: readonly LoyaltyReward[]): StageRewards[] {
  const special = LOYALTY_STAGES.filter((stage) => stage.id === SPECIAL_STAGE_ID)
  return [...MAIN_LOYALTY_STAGES, ...special]
    .map((stage) => ({
      stage,
      rewards: rewards.filter((reward) => reward.stageId === stage.id).map(viewOf),
    }))
    .filter((group) => group.rewards.length > 0)
}

/** The claimable rewards with their stage and item, in the order of the stages. */
export function claimableRewards(
  rewards: readonly LoyaltyReward[],
  claimable: readonly ClaimableReward[],
): RewardView[] {
  const byId = new Map(claimable.map((entry) => [entry.rewardId, entry]))
  return rewardsByStage(rewards)
    .flatMap((group) => group.rewards)
    .filter((view) => byId.has(view.reward.id))
    .map((view) =>
      byId.get(view.reward.id)?.consentRequired ? { ...view, consentRequired: true } : view,
    )
}

/** What the page calls a reward: its item's name, else a generic label. */
export function rewardName(view: RewardView): string {
  return view.item?.name ?? `Récompense n°${view.reward.id}`
}

/** What the page says of a reward: the operator's description, else the catalogue item's. */
export function rewardDescription(view: RewardView): string | null {
  return view.reward.description ?? view.item?.description ?? null
}

export function isSpecialStage(stage: LoyaltyStage): boolean {
  return stage.id === SPECIAL_STAGE_ID
}
