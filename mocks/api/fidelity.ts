import { MAIN_LOYALTY_STAGES } from '@contract/catalog'
import { contract } from '@contract/index'
import { loyaltyMonth, reachedStages } from '@contract/rules'
import { tsr } from '@ts-rest/serverless/fetch'
import { db } from '../db/collections'
import { currentProfile } from '../db/queries'
import { fail, personal } from './context'
import { ownedTarget } from './ownership'

function claimedThisMonth(uid: string, rewardId: number): boolean {
  const month = loyaltyMonth(new Date())
  return db.claims.findFirst((q) => q.where({ uid, rewardId, month })) !== undefined
}

/** Rewards of the main stages reached this month (the Special stage is never claimable). */
function reachedRewardIds(uid: string): number[] {
  const stages = reachedStages(currentProfile(uid).monthPoints, MAIN_LOYALTY_STAGES)
  const stageIds = new Set(stages.map((stage) => stage.id))
  return db.fidelityRewards
    .all()
    .filter((r) => stageIds.has(r.stageId))
    .map((r) => r.id)
}

export const fidelityRouter = tsr.router(contract.fidelity, {
  rewards: async () => ({
    status: 200,
    body: db.fidelityRewards.all().map(({ id, itemId, stageId }) => ({ id, itemId, stageId })),
  }),

  claimable: personal(contract.fidelity.claimable, async (_args, user) => ({
    status: 200,
    body: reachedRewardIds(user.uid)
      .filter((rewardId) => !claimedThisMonth(user.uid, rewardId))
      .map((rewardId) => ({ rewardId })),
  })),

  claim: personal(contract.fidelity.claim, async ({ body }, user) => {
    const target = ownedTarget(user.uid, body.accountId, body.characterId)
    if (!target.ok) return fail(404, target.message)
    const reward = db.fidelityRewards.findFirst((q) => q.where({ id: body.rewardId }))
    if (!reward) return fail(404, 'reward not found')
    if (claimedThisMonth(user.uid, reward.id)) return fail(409, 'reward already claimed')
    if (!reachedRewardIds(user.uid).includes(reward.id)) return fail(403, 'stage not reached')
    await db.claims.create({ ...body, uid: user.uid, month: loyaltyMonth(new Date()) })
    return { status: 200, body: { rewardId: reward.id } }
  }),
})
