import { z } from 'zod'
import { c } from './c'
import {
  AdminNoticeSchema,
  AdminRewardsSchema,
  AdminVoteSiteSchema,
  AdminVoteSitesSchema,
  NoticeInputSchema,
  PromotionInputSchema,
  PromotionWindowSchema,
  ReasonOnlySchema,
  RewardInputSchema,
  RewardRemovalSchema,
  AdminRewardSchema,
  VoteSiteInputSchema,
  adminErrorResponses,
  personalRouter,
} from './schemas'

const promotionId = z.object({ id: z.coerce.number().int().positive() })

/**
 * The console's content (/admin/content): what every page shows and no release should be needed
 * for. Behind the admin guard like every /admin call; each change is audited (applied or refused).
 */
export const adminContentContract = c.router(
  {
    promotions: {
      method: 'GET',
      path: '/promotions',
      responses: { 200: z.object({ windows: z.array(PromotionWindowSchema) }) },
      summary: 'Every promotion window, past ones included, by start',
    },
    schedulePromotion: {
      method: 'POST',
      path: '/promotions',
      body: PromotionInputSchema,
      responses: { 201: PromotionWindowSchema },
      summary: 'Schedules a window (400: end not after start, overlap, multiplier out of 1.01..3)',
    },
    changePromotion: {
      method: 'PUT',
      path: '/promotions/:id',
      pathParams: promotionId,
      body: PromotionInputSchema,
      responses: { 200: PromotionWindowSchema },
      summary: 'Changes a window that has not started (400 once it has)',
    },
    cancelPromotion: {
      method: 'POST',
      path: '/promotions/:id/cancel',
      pathParams: promotionId,
      body: ReasonOnlySchema,
      responses: { 200: z.object({ id: z.number() }) },
      summary: 'Removes a window that has not started (400 once it has)',
    },
    rewards: {
      method: 'GET',
      path: '/rewards',
      responses: { 200: AdminRewardsSchema },
      summary: 'The loyalty rewards in force: the standing ones and each month’s own',
    },
    setReward: {
      method: 'PUT',
      path: '/rewards',
      body: RewardInputSchema,
      responses: { 200: AdminRewardSchema },
      summary:
        'Sets the reward of a stage for a month (or the standing one); the previous is retired',
    },
    removeReward: {
      method: 'POST',
      path: '/rewards/remove',
      body: RewardRemovalSchema,
      responses: { 200: z.object({ removed: z.boolean() }) },
      summary: 'Removes a month’s own reward of a stage: the standing one applies again',
    },
    notice: {
      method: 'GET',
      path: '/notice',
      responses: { 200: AdminNoticeSchema },
      summary: 'The maintenance notice, on or off, with its text',
    },
    setNotice: {
      method: 'PUT',
      path: '/notice',
      body: NoticeInputSchema,
      responses: { 200: AdminNoticeSchema },
      summary: 'Writes the maintenance notice and switches it on or off',
    },
    voteSites: {
      method: 'GET',
      path: '/vote-sites',
      responses: { 200: AdminVoteSitesSchema },
      summary: 'The vote sites with their cooldown and verification settings',
    },
    setVoteSite: {
      method: 'PUT',
      path: '/vote-sites/:id',
      pathParams: AdminVoteSiteSchema.pick({ id: true }),
      body: VoteSiteInputSchema.omit({ id: true }),
      responses: { 200: AdminVoteSiteSchema },
      summary: 'Adds or changes a vote site (name, link, image, cooldown, verification)',
    },
  },
  { ...personalRouter, commonResponses: adminErrorResponses, pathPrefix: '/admin/content' },
)
