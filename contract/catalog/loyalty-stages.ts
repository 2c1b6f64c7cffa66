import type { LoyaltyStage } from '../schemas'

export const SPECIAL_STAGE_ID = 99

/** Every loyalty stage, the Special one included (listed, never claimable: docs/features.md). */
export const LOYALTY_STAGES: readonly LoyaltyStage[] = [
  { id: 1, name: 'Bronze', requiredAmount: 525 },
  { id: 2, name: 'Argent', requiredAmount: 1100 },
  { id: 3, name: 'Or', requiredAmount: 1900 },
  { id: 4, name: 'Platine', requiredAmount: 3200 },
  { id: 5, name: 'Diamant', requiredAmount: 5300 },
  { id: SPECIAL_STAGE_ID, name: 'Spécial', requiredAmount: 0 },
]

/** The stages shown as steps, by increasing requiredAmount: the Special stage is kept out. */
export const MAIN_LOYALTY_STAGES: readonly LoyaltyStage[] = LOYALTY_STAGES.filter(
  (stage) => stage.id !== SPECIAL_STAGE_ID,
).sort((a, b) => a.requiredAmount - b.requiredAmount)
