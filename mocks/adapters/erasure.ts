import type { AuditRecord } from '@backend/ports'
import { db } from '../db/collections'
import { appendLedger } from '../db/ledger'

/** What the audit log keeps of a free text that named an erased player (as server/db/erasure.ts). */
export const ERASED_TEXT = '[effacé]'

/** The key of erasedPlayers: the SHA-256 of the uid (hex), never the uid. */
async function uidHash(uid: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(uid))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** The id an erased player's records carry, or null for a player never erased. */
export async function erasedIdOf(uid: string): Promise<string | null> {
  const uidHashed = await uidHash(uid)
  return db.erasedPlayers.findFirst((q) => q.where({ uidHash: uidHashed }))?.erasedId ?? null
}

/** Records the erasure once; answers the erased id in force (the first one). */
export async function recordErasure(uid: string, erasedId: string): Promise<string> {
  const known = await erasedIdOf(uid)
  if (known) return known
  await db.erasedPlayers.create({ uidHash: await uidHash(uid), erasedId })
  return erasedId
}

/** Only the figures of an audit row's details stay. */
const figures = (details: AuditRecord['details']) =>
  Object.fromEntries(
    Object.entries(details).filter(([, v]) => typeof v === 'number' || typeof v === 'boolean'),
  )

/**
 * The erased player's traces beyond his own records: audit rows about him or naming him (uid,
 * email), the console's idempotency keys about him, and the sites' votes of his tokens.
 */
export async function eraseTraces(uid: string, erasedId: string, email: string | null) {
  const names = [uid, ...(email ? [email] : [])].map((n) => n.toLowerCase())
  const naming = (text: string) => names.some((name) => text.toLowerCase().includes(name))
  const about = new Set(
    db.auditLog
      .all()
      .filter(
        (row) => row.target === uid || naming(row.reason) || naming(JSON.stringify(row.details)),
      )
      .map((row) => row.id),
  )
  await db.auditLog.updateMany((q) => q.where({ id: (id) => about.has(id) }), {
    data(record) {
      if (record.target === uid) record.target = erasedId
      record.reason = ERASED_TEXT
      record.details = figures(record.details)
    },
  })
  db.idempotencyKeys.deleteMany((q) => q.where({ uid: `admin:${uid}` }))
  // His e-mails in the outbox (decision 061); his receipts follow his payments' erased id.
  if (email) db.mailMessages.deleteMany((q) => q.where({ to: email }))
  // Approvals, undos and bans (decisions 056 and 057), kept under the erased id.
  const rename = {
    data(record: { uid: string }) {
      record.uid = erasedId
    },
  }
  await db.approvals.updateMany((q) => q.where({ uid }), rename)
  await db.adjustmentUndos.updateMany((q) => q.where({ uid }), rename)
  await db.bans.updateMany((q) => q.where({ uid }), rename)
  // The second factor goes with the account (docs/decisions/059).
  db.secondFactors.deleteMany((q) => q.where({ uid }))
  db.stepUps.deleteMany((q) => q.where({ uid }))
  const tokens = db.voteTokens.findMany((q) => q.where({ uid }))
  db.votePingbacks.deleteMany((q) =>
    q.where({
      ref: (ref) => ref !== '' && tokens.some((t) => t.ref === ref),
    }),
  )
  for (const t of tokens) {
    db.votePingbacks.deleteMany((q) => q.where({ token: t.token }))
    if (t.ip) db.votePingbacks.deleteMany((q) => q.where({ ref: '', ip: t.ip as string }))
  }
}

/** A purchase paid before the closure and notified after: kept, written off at once. */
export async function creditErased(erasedId: string, amount: number, reference: string) {
  await appendLedger({ uid: erasedId, delta: amount, kind: 'purchase', reference })
  await appendLedger({ uid: erasedId, delta: -amount, kind: 'account-closed', reference })
}
