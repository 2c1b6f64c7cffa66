import { db, nextId } from './collections'
import type { LedgerRecord } from './schemas'

/** Appends one ledger row (call it inside the change that moves the points). */
export async function appendLedger(
  row: Pick<LedgerRecord, 'uid' | 'delta' | 'kind'> & { reference?: string; points?: number },
): Promise<void> {
  await db.ledger.create({
    id: nextId(db.ledger.all().map((entry) => entry.id)),
    reference: null,
    points: null,
    ...row,
    createdAt: new Date().toISOString(),
  })
}

/**
 * Each stored player's balance beside the sum of their ledger rows: the
 * audit the tests run after concurrent requests (not an API route).
 */
export function ledgerAudit(): { uid: string; points: number; ledgerSum: number }[] {
  return db.profiles.all().map(({ uid, points }) => ({
    uid,
    points,
    ledgerSum: db.ledger.findMany((q) => q.where({ uid })).reduce((sum, row) => sum + row.delta, 0),
  }))
}
