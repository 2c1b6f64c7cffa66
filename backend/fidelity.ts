import { MAIN_LOYALTY_STAGES } from '@contract/catalog'
import { contract } from '@contract/index'
import { loyaltyMonth, reachedStages, rewardsOfMonth } from '@contract/rules'
import type { FidelityReward } from '@contract/schemas'
import { tsr } from '@ts-rest/serverless/fetch'
import { fail, personalRoutes } from './context'
import { enqueue } from './deliveries'
import { findTarget } from './game-accounts'
import { idempotent } from './idempotency'
import { deliveryIdOf } from './ids'
import { currentProfile } from './profile'
import { callLimiter, type LimitSettings } from './limits'
import type { Ports, RewardRow, StoreTx } from './ports'

/** The rewards of `now`'s month (a month set by an operator, else the standing ones). */
async function monthRewards(tx: StoreTx, now: Date): Promise<RewardRow[]> {
  return rewardsOfMonth(await tx.listRewards(), loyaltyMonth(now))
}

/**
 * This month's rewards of the main stages reached (the Special stage is never claimable), less
 * the stages already claimed this month: a stage is claimed once a month, even when an operator
 * changed its reward after the claim.
 */
async function reachedRewards(tx: StoreTx, uid: string, now: Date): Promise<RewardRow[]> {
  const { monthPoints } = currentProfile(await tx.getProfile(uid), now)
  const stageIds = new Set(reachedStages(monthPoints, MAIN_LOYALTY_STAGES).map((s) => s.id))
  const claimed = await claimedStages(tx, uid, now)
  return (await monthRewards(tx, now)).filter(
    (reward) => stageIds.has(reward.stageId) && !claimed.has(reward.stageId),
  )
}

/** The stages of the rewards the player claimed in `now`'s month. */
async function claimedStages(tx: StoreTx, uid: string, now: Date): Promise<Set<number>> {
  const claimed = new Set(await tx.claimedRewardIds(uid, loyaltyMonth(now)))
  const all = await tx.listRewards()
  return new Set(all.filter((r) => claimed.has(r.id)).map((r) => r.stageId))
}

const rewardView = ({ id, itemId, stageId, description }: RewardRow): FidelityReward => ({
  id,
  itemId,
  stageId,
  description,
})

export function fidelityRouter(ports: Ports, settings: () => LimitSettings) {
  const { store, identity, clock } = ports
  const personal = personalRoutes(identity, callLimiter(ports.limits, settings))
  return tsr.router(contract.fidelity, {
    rewards: async () => {
      const rewards = await store.transaction((tx) => monthRewards(tx, clock.now()))
      return { status: 200, body: rewards.map(rewardView) }
    },

    claimable: personal(contract.fidelity.claimable, async (_args, caller) => {
      const now = clock.now()
      const ids = await store.transaction(async (tx) =>
        (await reachedRewards(tx, caller.uid, now)).map((reward) => reward.id),
      )
      return { status: 200, body: ids.map((rewardId) => ({ rewardId })) }
    }),

    /** Once per reward and month: the store's unique claim decides between concurrent claims. */
    claim: personal(
      contract.fidelity.claim,
      async ({ body, headers }, caller) => {
        const target = await findTarget(ports, caller.uid, body.accountId, body.characterId)
        if (!target.ok) return fail(404, `${target.missing} not found`)
        const now = clock.now()
        const month = loyaltyMonth(now)
        const request = {
          uid: caller.uid,
          key: headers['idempotency-key'],
          route: 'fidelity.claim',
          body,
        }
        return store.transaction((tx) =>
          idempotent(tx, request, async () => {
            const reward = (await monthRewards(tx, now)).find((r) => r.id === body.rewardId)
            if (!reward) return fail(404, 'reward not found')
            if ((await claimedStages(tx, caller.uid, now)).has(reward.stageId)) {
              return fail(409, 'reward already claimed')
            }
            const reached = await reachedRewards(tx, caller.uid, now)
            if (!reached.some((r) => r.id === reward.id)) return fail(403, 'stage not reached')
            if (!(await tx.insertClaim({ ...body, uid: caller.uid, month }))) {
              return fail(409, 'reward already claimed')
            }
            const delivery = await enqueue(tx, caller.uid, target, {
              deliveryId: await deliveryIdOf('claim', caller.uid, String(reward.id), month),
              kind: 'item',
              itemId: reward.itemId,
              count: 1,
            })
            return { status: 200 as const, body: { rewardId: reward.id, delivery } }
          }),
        )
      },
      'claim',
    ),
  })
}
