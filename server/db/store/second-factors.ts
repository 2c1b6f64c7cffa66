import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { SecondFactorsStore, StepUpRow } from '@backend/ports'
import { secondFactors, stepUps } from '../schema'
import type { Conn } from './sql'

/**
 * Second factors on PostgreSQL: each conditional method is one conditional statement, so that
 * two requests with one code (or one recovery code) cannot both take it.
 */
export class SqlSecondFactors implements SecondFactorsStore {
  constructor(private readonly db: Conn) {}

  async get(uid: string) {
    const [row] = await this.db.select().from(secondFactors).where(eq(secondFactors.uid, uid))
    if (!row) return null
    const { createdAt: _createdAt, ...rest } = row
    return rest
  }

  async stepUp(digest: string) {
    const [row] = await this.db.select().from(stepUps).where(eq(stepUps.digest, digest))
    if (!row) return null
    return {
      ...row,
      verifiedAt: row.verifiedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    }
  }

  async begin(uid: string, sealedSecret: string) {
    const rows = await this.db
      .insert(secondFactors)
      .values({ uid, sealedSecret })
      .onConflictDoUpdate({
        target: secondFactors.uid,
        set: { sealedSecret, createdAt: new Date() },
        setWhere: eq(secondFactors.confirmed, false),
      })
      .returning({ uid: secondFactors.uid })
    return rows.length > 0
  }

  async confirm(uid: string, step: number, recoveryDigests: string[]) {
    const rows = await this.db
      .update(secondFactors)
      .set({ confirmed: true, lastStep: step, recoveryDigests })
      .where(and(eq(secondFactors.uid, uid), eq(secondFactors.confirmed, false)))
      .returning({ uid: secondFactors.uid })
    return rows.length > 0
  }

  async useStep(uid: string, step: number) {
    const rows = await this.db
      .update(secondFactors)
      .set({ lastStep: step })
      .where(
        and(
          eq(secondFactors.uid, uid),
          eq(secondFactors.confirmed, true),
          or(isNull(secondFactors.lastStep), lt(secondFactors.lastStep, step)),
        ),
      )
      .returning({ uid: secondFactors.uid })
    return rows.length > 0
  }

  async useRecovery(uid: string, digest: string) {
    const rows = await this.db
      .update(secondFactors)
      .set({ recoveryDigests: sql`array_remove(${secondFactors.recoveryDigests}, ${digest})` })
      .where(
        and(
          eq(secondFactors.uid, uid),
          eq(secondFactors.confirmed, true),
          sql`${digest} = any(${secondFactors.recoveryDigests})`,
        ),
      )
      .returning({ uid: secondFactors.uid })
    return rows.length > 0
  }

  async remove(uid: string) {
    await this.db.delete(stepUps).where(eq(stepUps.uid, uid))
    const rows = await this.db
      .delete(secondFactors)
      .where(eq(secondFactors.uid, uid))
      .returning({ uid: secondFactors.uid })
    return rows.length > 0
  }

  async grantStepUp(stepUp: StepUpRow) {
    await this.db
      .delete(stepUps)
      .where(and(eq(stepUps.uid, stepUp.uid), lt(stepUps.expiresAt, new Date())))
    await this.db.insert(stepUps).values({
      ...stepUp,
      verifiedAt: new Date(stepUp.verifiedAt),
      expiresAt: new Date(stepUp.expiresAt),
    })
  }
}
