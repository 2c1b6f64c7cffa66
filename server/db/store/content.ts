import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { ContentStore, RewardRow, SiteNoticeRow } from '@backend/ports'
import type { Promotion } from '@contract/rules'
import { promotions, rewards, siteNotice } from '../schema'
import type { Conn } from './sql'
import { prepared } from './prepared'

/** Rewards, promotion windows and the notice on PostgreSQL. */
export class SqlContent implements ContentStore {
  constructor(private readonly db: Conn) {}

  async listRewards() {
    const listed = prepared(this.db, 'rewards_list', (db, name) =>
      db
        .select({
          id: rewards.id,
          itemId: rewards.itemId,
          stageId: rewards.stageId,
          description: rewards.description,
          month: rewards.month,
          active: rewards.active,
        })
        .from(rewards)
        .orderBy(asc(rewards.id))
        .prepare(name),
    )
    return listed.execute()
  }

  async listPromotions() {
    const rows = await this.db.select().from(promotions).orderBy(asc(promotions.start))
    return rows.map(({ id, start, end, multiplier }) => ({
      id,
      start: start.toISOString(),
      end: end.toISOString(),
      multiplier,
    }))
  }

  async getNotice() {
    const [row] = await this.db
      .select({ message: siteNotice.message, enabled: siteNotice.enabled })
      .from(siteNotice)
    return row ?? { message: '', enabled: false }
  }

  async lockPromotions() {
    await this.db.execute(sql`lock table promotions in share row exclusive mode`)
    return this.listPromotions()
  }

  async insertPromotion(promotion: Promotion) {
    const [row] = await this.db
      .insert(promotions)
      .values({ ...promotion, start: new Date(promotion.start), end: new Date(promotion.end) })
      .returning({ id: promotions.id })
    if (!row) throw new Error('promotion not inserted')
    return { id: row.id, ...promotion }
  }

  async updatePromotion(id: number, { start, end, multiplier }: Promotion) {
    const updated = await this.db
      .update(promotions)
      .set({ start: new Date(start), end: new Date(end), multiplier })
      .where(eq(promotions.id, id))
      .returning({ id: promotions.id })
    return updated.length > 0
  }

  async deletePromotion(id: number) {
    const deleted = await this.db
      .delete(promotions)
      .where(eq(promotions.id, id))
      .returning({ id: promotions.id })
    return deleted.length > 0
  }

  async setReward(reward: Pick<RewardRow, 'month' | 'stageId' | 'itemId' | 'description'>) {
    await this.retireReward(reward.month, reward.stageId)
    const [row] = await this.db.insert(rewards).values(reward).returning()
    if (!row) throw new Error('reward not inserted')
    const { id, itemId, stageId, description, month, active } = row
    return { id, itemId, stageId, description, month, active }
  }

  async retireReward(month: string | null, stageId: number) {
    const retired = await this.db
      .update(rewards)
      .set({ active: false })
      .where(
        and(
          month === null ? isNull(rewards.month) : eq(rewards.month, month),
          eq(rewards.stageId, stageId),
          eq(rewards.active, true),
        ),
      )
      .returning({ id: rewards.id })
    return retired.length > 0
  }

  async setNotice({ message, enabled }: SiteNoticeRow) {
    await this.db
      .insert(siteNotice)
      .values({ id: 1, message, enabled })
      .onConflictDoUpdate({ target: siteNotice.id, set: { message, enabled } })
  }
}
