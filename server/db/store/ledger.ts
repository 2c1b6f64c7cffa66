import { and, desc, eq, inArray, lt } from 'drizzle-orm'
import type { LedgerEntry, LedgerKind, LedgerRow, LedgerStore } from '@backend/ports'
import { erasedIdOf } from '../erasure'
import { ledger } from '../schema'
import type { Conn } from './sql'

/** The ledger on PostgreSQL (append-only). */
export class SqlLedger implements LedgerStore {
  constructor(private readonly db: Conn) {}

  async list(
    uid: string,
    options: { before: number | null; limit: number; kinds: readonly LedgerKind[] | null },
  ): Promise<LedgerRow[]> {
    const { before, limit, kinds } = options
    const rows = await this.db
      .select()
      .from(ledger)
      .where(
        and(
          eq(ledger.uid, uid),
          before === null ? undefined : lt(ledger.id, before),
          kinds === null ? undefined : inArray(ledger.kind, [...kinds]),
        ),
      )
      .orderBy(desc(ledger.id))
      .limit(limit)
    return rows.map((row) => ({
      ...row,
      kind: row.kind as LedgerKind,
      createdAt: row.createdAt.toISOString(),
    }))
  }

  async recordCase(uid: string, { kind, reference, points }: LedgerEntry) {
    const owner = (await erasedIdOf(this.db, uid)) ?? uid
    await this.db
      .insert(ledger)
      .values({ uid: owner, delta: 0, kind, reference, points: points ?? null })
  }

  async settleCase(uid: string, caseId: number) {
    // ledger_case_settled_once decides between concurrent settlements.
    const inserted = await this.db
      .insert(ledger)
      .values({ uid, delta: 0, kind: 'case-settled', reference: String(caseId) })
      .onConflictDoNothing()
      .returning({ id: ledger.id })
    return inserted.length === 1
  }
}
