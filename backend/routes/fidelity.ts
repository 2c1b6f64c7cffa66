import { MAIN_LOYALTY_STAGES, itemById } from '@contract/catalog'
import { contract } from '@contract/index'
import {
  CLAIM_CONSENT,
  WITHDRAWAL_MESSAGES,
  loyaltyMonth,
  reachedStages,
  rewardsOfMonth,
} from '@contract/rules'
import type { LoyaltyReward } from '@contract/schemas'
import { tsr } from '@ts-rest/serverless/fetch'
import { fail, personalRoutes, profileWithToken } from '../http/context'
import { recordClaimConsent, stagesOnWithdrawable } from '../domain/claim-consent'
import { enqueue } from './deliveries'
import { checkMovement } from '../domain/movement-checks'
import { idempotent } from '../domain/idempotency'
import { applyAtOnce } from '../domain/at-once'
import { deliveryIdOf } from '../domain/ids'
import { currentProfile } from './profile'
import { callLimiter, type LimitSettings } from '../http/rate-limits'
import type {
  PaymentsPort,
  Ports,
  ProfileRow,
  RewardRow,
  StoreReads,
  VersionedProfile,
} from '../ports'

/**
 * Where the player stands this month, from three reads: the rewards of `now`'s month (a month set
 * by an operator, else the standing ones), the stages already claimed this month (a stage is
 * claimed once a month, even when an operator changed its reward after the claim), and the
 * rewards claimable: those of the main stages reached (the Special stage never is), less the
 * stages claimed. `locked`: the profile as the caller's lock read it, not read again.
 */
async function monthStanding(
  reads: StoreReads,
  uid: string,
  now: Date,
  consent: PaymentsPort | null,
  locked?: ProfileRow | null,
  /** The rewards, when the caller read them beside the profile. */
  listed?: RewardRow[],
) {
  const month = loyaltyMonth(now)
  const all = listed ?? (await reads.content.listRewards())
  const claimedIds = new Set(await reads.claims.claimedRewardIds(uid, month))
  const profile = locked === undefined ? await reads.profiles.get(uid) : locked
  const { monthPoints } = currentProfile(profile, now)
  const onWithdrawable = consent
    ? await stagesOnWithdrawable(reads, consent, uid, monthPoints, now)
    : new Set<number>()
  const claimedStages = new Set(all.filter((r) => claimedIds.has(r.id)).map((r) => r.stageId))
  const reachedStageIds = new Set(reachedStages(monthPoints, MAIN_LOYALTY_STAGES).map((s) => s.id))
  const rewards = rewardsOfMonth(all, month)
  const claimable = rewards.filter(
    (reward) => reachedStageIds.has(reward.stageId) && !claimedStages.has(reward.stageId),
  )
  /** With LOYALTY_CLAIM_CONSENT on: whether claiming that reward needs the consent. */
  const needsConsent = (reward: RewardRow) => onWithdrawable.has(reward.stageId)
  return { rewards, claimedStages, claimable, needsConsent }
}

const rewardView = ({ id, itemId, stageId, description }: RewardRow): LoyaltyReward => ({
  id,
  itemId,
  stageId,
  description,
})

/**
 * The reward a claim can be applied at once, with the profile's version it was decided on: the
 * stage reached and not claimed this month, and no consent needed (docs/decisions/067); else
 * null, and the claim runs its transaction, which decides again and answers why not.
 */
async function claimToApply(
  store: Ports['store'],
  uid: string,
  rewardId: number,
  now: Date,
  consent: PaymentsPort | null,
  known: VersionedProfile | undefined,
) {
  // The claims are read after the version: a claim made meanwhile gives the profile a new one.
  const [read, listed] = await store.read((reads) =>
    Promise.all([known ?? reads.profiles.versioned(uid), reads.content.listRewards()]),
  )
  if (!read) return null
  const standing = await store.read((reads) =>
    monthStanding(reads, uid, now, consent, read.profile, listed),
  )
  const reward = standing.claimable.find((r) => r.id === rewardId)
  if (!reward || standing.needsConsent(reward)) return null
  return { reward, version: read.version }
}

export function fidelityRouter(ports: Ports, settings: () => LimitSettings) {
  const { store, identity, clock } = ports
  const consentPorts = () => (settings().loyaltyClaimConsent ? ports.payments : null)
  const personal = personalRoutes(identity)
  /** The claim hands out an item: a revoked token or a disabled user is refused at once. */
  const money = personalRoutes(identity, callLimiter(ports.limits, settings), { strict: true })
  return tsr.router(contract.fidelity, {
    rewards: async () => {
      const month = loyaltyMonth(clock.now())
      const rewards = rewardsOfMonth(
        await store.read((reads) => reads.content.listRewards()),
        month,
      )
      return { status: 200, body: rewards.map(rewardView) }
    },

    claimable: personal(contract.fidelity.claimable, async (_args, caller) => {
      const { claimable, needsConsent } = await store.read((reads) =>
        monthStanding(reads, caller.uid, clock.now(), consentPorts()),
      )
      const body = claimable.map((reward) => ({
        rewardId: reward.id,
        ...(needsConsent(reward) ? { consentRequired: true } : {}),
      }))
      return { status: 200, body }
    }),

    /** Once per reward and month: the store's unique claim decides between concurrent claims. */
    claim: money(
      contract.fidelity.claim,
      async ({ body, headers }, caller, http, charge) => {
        const now = clock.now()
        // The checks and the reads of a claim at once go together (docs/decisions/067).
        const [target, ready] = await Promise.all([
          checkMovement(ports, caller.uid, body.accountId, body.characterId),
          claimToApply(
            store,
            caller.uid,
            body.rewardId,
            now,
            consentPorts(),
            profileWithToken(http),
          ),
        ])
        if ('status' in target) return target
        if (!target.ok) return fail(404, `${target.missing} not found`)
        await charge()
        const month = loyaltyMonth(now)
        const { consent, ...claim } = body
        const key = headers['idempotency-key']
        const request = { uid: caller.uid, key, route: 'fidelity.claim', body }
        if (ready && key) {
          const { reward, version } = ready
          const deliveryId = await deliveryIdOf('claim', caller.uid, String(reward.id), month)
          const done = await applyAtOnce(
            store,
            { ...request, key },
            {
              version,
              target,
              content: { deliveryId, kind: 'item', itemId: reward.itemId, count: 1 },
              now,
              claim: { ...claim, uid: caller.uid, month },
            },
            (delivery) => ({ status: 200 as const, body: { rewardId: reward.id, delivery } }),
          )
          if (done) return done
        }
        return store.transaction((tx) =>
          idempotent(tx, request, async () => {
            // A refund or a dispute running now applies wholly before or after this claim.
            // The profile as the lock read it: not read again.
            const locked = await tx.profiles.lock(caller.uid)
            const standing = await monthStanding(tx, caller.uid, now, consentPorts(), locked)
            const reward = standing.rewards.find((r) => r.id === body.rewardId)
            if (!reward) return fail(404, 'reward not found')
            if (standing.claimedStages.has(reward.stageId)) {
              return fail(409, 'reward already claimed')
            }
            if (!standing.claimable.some((r) => r.id === reward.id)) {
              return fail(403, 'stage not reached')
            }
            const consented = consent === CLAIM_CONSENT.version
            const needsConsent = standing.needsConsent(reward)
            if (needsConsent && !consented) {
              return fail(400, WITHDRAWAL_MESSAGES.claimConsentMissing)
            }
            if (!(await tx.claims.insert({ ...claim, uid: caller.uid, month }))) {
              return fail(409, 'reward already claimed')
            }
            const deliveryId = await deliveryIdOf('claim', caller.uid, String(reward.id), month)
            if (needsConsent) {
              const name = itemById(reward.itemId)?.name ?? `Récompense n°${reward.id}`
              const characterName = target.character.name
              const about = { deliveryId, uid: caller.uid, reward: name, characterName }
              await recordClaimConsent(tx, about, now)
            }
            const delivery = await enqueue(tx, caller.uid, target, {
              deliveryId,
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
