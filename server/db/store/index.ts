import type { StorePort, StoreTx } from '@backend/ports'
import type { Db } from '../client'
import { SqlApprovals } from './approvals'
import { SqlAudit } from './audit'
import { SqlBans } from './bans'
import { SqlClaims } from './claims'
import { SqlContent } from './content'
import { SqlIdempotency } from './idempotency'
import { SqlLedger } from './ledger'
import { SqlLinks } from './links'
import { SqlOutbox } from './outbox'
import { SqlPayments } from './payments'
import { SqlPlayers } from './players'
import { SqlProfiles } from './profiles'
import type { Conn } from './sql'
import { SqlVotes } from './votes'
import { SqlStatus } from './status'
import { SqlNews } from './news'
import { SqlDiscord } from './discord'
import { SqlMail } from './mail'
import { SqlReceipts } from './receipts'
import { SqlWithdrawals } from './withdrawals'
import { SqlSecondFactors } from './second-factors'
import { applyDecided } from './decided'

export type { DbTx } from './sql'

/**
 * The store port on PostgreSQL, one file per store. Each method is one SQL statement (plus its
 * ledger row) inside the caller's transaction; the conditional ones decide concurrent requests
 * in the database (a conditional UPDATE, a unique constraint), never with a lock of this process.
 */
function storesOn(db: Conn): StoreTx & { outbox: SqlOutbox; discord: SqlDiscord; mail: SqlMail } {
  return {
    profiles: new SqlProfiles(db),
    players: new SqlPlayers(db),
    ledger: new SqlLedger(db),
    payments: new SqlPayments(db),
    claims: new SqlClaims(db),
    content: new SqlContent(db),
    votes: new SqlVotes(db),
    links: new SqlLinks(db),
    outbox: new SqlOutbox(db),
    audit: new SqlAudit(db),
    idempotency: new SqlIdempotency(db),
    approvals: new SqlApprovals(db),
    bans: new SqlBans(db),
    status: new SqlStatus(db),
    news: new SqlNews(db),
    discord: new SqlDiscord(db),
    mail: new SqlMail(db),
    receipts: new SqlReceipts(db),
    withdrawals: new SqlWithdrawals(db),
    secondFactors: new SqlSecondFactors(db),
  }
}

export interface SqlStoreOptions {
  /**
   * Told the ids of the deliveries a transaction added, once it committed (the delivery queue
   * wakes up for them; a wake-up lost in a crash is caught by its periodic sweep).
   */
  onDeliveriesEnqueued?: (deliveryIds: string[]) => void
  /** Told the ids of the Discord messages a transaction added, once it committed. */
  onDiscordEnqueued?: (messageIds: string[]) => void
  /** Told the ids of the e-mails a transaction added, once it committed (the mail queue). */
  onMailEnqueued?: (messageIds: string[]) => void
}

/** One drizzle transaction per unit of work (READ COMMITTED; the statements carry the rules). */
export function sqlStore(
  db: Db,
  { onDeliveriesEnqueued, onDiscordEnqueued, onMailEnqueued }: SqlStoreOptions = {},
): StorePort {
  // Reads each on its own: no BEGIN and COMMIT round trips around them. The stores of reads
  // keep nothing between calls: made once.
  const reads = storesOn(db)
  return {
    read: (work) => work(reads),
    async transaction(work) {
      let enqueued: string[] = []
      let messages: string[] = []
      let mails: string[] = []
      const result = await db.transaction(async (tx) => {
        const stores = storesOn(tx)
        const outcome = await work(stores)
        enqueued = stores.outbox.enqueued
        messages = stores.discord.enqueued
        mails = stores.mail.enqueued
        return outcome
      })
      if (enqueued.length > 0) onDeliveriesEnqueued?.(enqueued)
      if (messages.length > 0) onDiscordEnqueued?.(messages)
      if (mails.length > 0) onMailEnqueued?.(mails)
      return result
    },
    async applyDecided(movement) {
      const applied = await applyDecided(db, movement)
      if (applied) onDeliveriesEnqueued?.([movement.delivery.deliveryId])
      return applied
    },
  }
}
