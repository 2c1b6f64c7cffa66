import { MAIN_LOYALTY_STAGES } from '../catalog/loyalty-stages'
import type { LoyaltyStage } from '../schemas'

export type Connector = 'full' | 'half' | 'empty'

export interface StageStep {
  stage: LoyaltyStage
  reached: boolean
  /** The link to the next stage; null for the last one. */
  connector: Connector | null
}

export function isStageReached(stage: LoyaltyStage, monthPoints: number): boolean {
  return monthPoints >= stage.requiredAmount
}

/** The stage steps: reached or not, and how full the connector to the next one is. */
export function loyaltyProgress(
  monthPoints: number,
  stages: readonly LoyaltyStage[] = MAIN_LOYALTY_STAGES,
): StageStep[] {
  return stages.map((stage, index) => {
    const reached = isStageReached(stage, monthPoints)
    const next = stages[index + 1]
    let connector: Connector | null = null
    if (next) connector = isStageReached(next, monthPoints) ? 'full' : reached ? 'half' : 'empty'
    return { stage, reached, connector }
  })
}

export function reachedStages(
  monthPoints: number,
  stages: readonly LoyaltyStage[] = MAIN_LOYALTY_STAGES,
): LoyaltyStage[] {
  return stages.filter((stage) => isStageReached(stage, monthPoints))
}

/** The calendar month (UTC) that monthPoints and claims belong to, as 'YYYY-MM'. */
export function loyaltyMonth(now: Date): string {
  return now.toISOString().slice(0, 7)
}

/**
 * The rewards of `month` among the stored ones: a stage's rewards set for that month, else the
 * stage's standing rewards (month null), so that an operator changes one month without a release
 * and the months nobody set keep the standing list.
 */
export function rewardsOfMonth<
  T extends { stageId: number; month: string | null; active: boolean },
>(rewards: readonly T[], month: string): T[] {
  const inForce = rewards.filter((r) => r.active)
  const ownStages = new Set(inForce.filter((r) => r.month === month).map((r) => r.stageId))
  return inForce.filter((r) => r.month === month || (r.month === null && !ownStages.has(r.stageId)))
}
