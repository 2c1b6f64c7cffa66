import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '@server/db/client'
import { auditLog } from '@server/db/schema'
import { sqlStore } from '@server/db/store'

/** The audit log in PostgreSQL (PGlite here): rows go in, and no statement changes or removes one. */
describe('audit_log', () => {
  let database: Database
  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: 'memory' })
  }, 120_000)
  afterAll(() => database.close())

  const record = {
    operatorUid: 'op',
    operatorEmail: 'op@b.fr',
    action: 'points.credit',
    target: 'joueur',
    reason: 'Geste commercial',
    result: 'applied' as const,
    message: null,
    details: { amount: 100 },
  }

  it('keeps what the store appends, and refuses UPDATE and DELETE', async () => {
    const store = sqlStore(database.db)
    await store.transaction((tx) => tx.audit.append(record))
    const [row] = await store.transaction((tx) =>
      tx.audit.list({ before: null, limit: 10, target: 'joueur' }),
    )
    expect(row).toMatchObject(record)

    await expect(
      database.db.update(auditLog).set({ reason: 'autre' }).where(eq(auditLog.target, 'joueur')),
    ).rejects.toThrow()
    await expect(
      database.db.delete(auditLog).where(eq(auditLog.target, 'joueur')),
    ).rejects.toThrow()
    const [after] = await database.db.select().from(auditLog)
    expect(after).toMatchObject({ reason: 'Geste commercial', details: { amount: 100 } })
  })

  it('rolls the row back with a transaction that throws', async () => {
    const store = sqlStore(database.db)
    await expect(
      store.transaction(async (tx) => {
        await tx.audit.append({ ...record, target: 'rolled-back' })
        throw new Error('the action failed')
      }),
    ).rejects.toThrow('the action failed')
    const rows = await store.transaction((tx) =>
      tx.audit.list({ before: null, limit: 10, target: 'rolled-back' }),
    )
    expect(rows).toEqual([])
  })
})
