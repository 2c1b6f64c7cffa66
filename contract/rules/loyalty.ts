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
