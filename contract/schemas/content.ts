import { z } from 'zod'

/** A promotion window as the API serves it (contract/rules/promotion.ts Promotion). */
export const PromotionSchema = z.object({
  /** Inclusive start, ISO UTC. */
  start: z.string().datetime(),
  /** Exclusive end, ISO UTC. */
  end: z.string().datetime(),
  multiplier: z.number().positive(),
})

/** GET /shop/promotions: the windows not ended yet, by start (the current one first, if any). */
export const PromotionsSchema = z.object({ windows: z.array(PromotionSchema) })
export type Promotions = z.infer<typeof PromotionsSchema>

/** The longest maintenance notice an operator may write. */
export const NOTICE_MAX_LENGTH = 500

/** GET /site/notice: the maintenance notice shown on every page, or null when it is off. */
export const SiteNoticeSchema = z.object({ message: z.string().max(NOTICE_MAX_LENGTH).nullable() })
export type SiteNotice = z.infer<typeof SiteNoticeSchema>
