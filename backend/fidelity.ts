import { MAIN_LOYALTY_STAGES } from '@contract/catalog'
import { contract } from '@contract/index'
import { loyaltyMonth, reachedStages } from '@contract/rules'
import type { FidelityReward } from '@contract/schemas'
import { tsr } from '@ts-rest/serverless/fetch'
import { fail, personalRoutes } from './context'
import { enqueue } from './deliveries'
import { findTarget } from './game-accounts'
import { idempotent } from './idempotency'
import { deliveryIdOf } from './ids'
import { currentProfile } from './profile'
import { callLimiter, type LimitSettings } from './limits'
import type { Ports, StoreTx } from './ports'

/** Rewards of the main stages reached this month (the Special stage is never claimable). */
async function reachedRewards(tx: StoreTx, uid: string, now: Date): Promise<FidelityReward[]> {
  const { monthPoints } = currentProfile(await tx.getProfile(uid), now)
  const stageIds = new Set(reachedStages(monthPoints, MAIN_LOYALTY_STAGES).map((s) => s.id))
  return (await tx.listRewards()).filter((reward) => stageIds.has(reward.stageId))
}

export function fidelityRouter(ports: Ports, settings: () => LimitSettings) {
  const { store, identity, clock } = ports
  const personal = personalRoutes(identity, callLimiter(ports.limits, settings))
  return tsr.router(contract.fidelity, {
    rewards: async () => {
      const rewards = await store.transaction((tx) => tx.listRewards())
      return {
        status: 200,
        body: rewards.map(({ id, itemId, stageId }) => ({ id, itemId, stageId })),
      }
    },

    claimable: personal(contract.fidelity.claimable, async (_args, caller) => {
      const now = clock.now()
      const ids = await store.transaction(async (tx) => {
        const claimed = new Set(await tx.claimedRewardIds(caller.uid, loyaltyMonth(now)))
        const reached = await reachedRewards(tx, caller.uid, now)
        return reached.map((reward) => reward.id).filter((id) => !claimed.has(id))
      })
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
            const reward = (await tx.listRewards()).find((r) => r.id === body.rewardId)
            if (!reward) return fail(404, 'reward not found')
            if ((await tx.claimedRewardIds(caller.uid, month)).includes(reward.id)) {
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
