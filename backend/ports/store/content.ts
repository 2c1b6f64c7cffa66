import type { LoyaltyReward } from '@contract/schemas'
import type { Promotion } from '@contract/rules'
import type { Month } from '../clock'

/**
 * A loyalty reward as stored: for one month ('YYYY-MM'), or for every month that has none of its
 * own for that stage (month null); see contract/rules/loyalty.ts rewardsOfMonth.
 */
export type RewardRow = LoyaltyReward & {
  month: Month | null
  /** False once an operator replaced or removed it (kept: claims name it). */
  active: boolean
}

/** A promotion window as stored (ISO dates), with its id. */
export type PromotionRow = Promotion & { id: number }

/** The maintenance notice as stored: its text is kept while it is off. */
export interface SiteNoticeRow {
  message: string
  enabled: boolean
}

export interface ContentReads {
  /** Every stored reward, of every month, retired ones included, by id. */
  listRewards(): Promise<RewardRow[]>
  /** Every promotion window, by start. */
  listPromotions(): Promise<PromotionRow[]>
  /** The maintenance notice (off with an empty text when never set). */
  getNotice(): Promise<SiteNoticeRow>
}

/**
 * What operators publish: loyalty rewards, promotion windows and the maintenance notice. The
 * console writes each inside an audited transaction (backend/routes/admin-content.ts).
 */
export interface ContentStore extends ContentReads {
  /**
   * Every promotion window, by start, locked until the transaction ends: of two operators
   * scheduling at once, the second sees the first's window (no overlap slips through).
   */
  lockPromotions(): Promise<PromotionRow[]>
  insertPromotion(promotion: Promotion): Promise<PromotionRow>
  /** Changes a window: false when there is no such id. */
  updatePromotion(id: number, promotion: Promotion): Promise<boolean>
  /** Removes a window: false when there is no such id. */
  deletePromotion(id: number): Promise<boolean>
  /**
   * The reward of a stage for a month (null: the standing one): the one in force is retired and
   * this one added, in one step; answers the new row.
   */
  setReward(
    reward: Pick<RewardRow, 'month' | 'stageId' | 'itemId' | 'description'>,
  ): Promise<RewardRow>
  /** Retires the reward of a stage for a month: false when there was none in force. */
  retireReward(month: Month, stageId: number): Promise<boolean>
  setNotice(notice: SiteNoticeRow): Promise<void>
}
