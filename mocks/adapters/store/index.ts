import type { StorePort, StoreTx } from '@backend/ports'
import { loadCollections, saveDb } from '../../db/persistence'
import { exclusive } from '../../db/mutate'
import { memoryApprovals } from './approvals'
import { memoryAudit } from './audit'
import { memoryBans } from './bans'
import { memoryClaims } from './claims'
import { memoryContent } from './content'
import { memoryIdempotency } from './idempotency'
import { memoryLedger } from './ledger'
import { memoryLinks } from './links'
import { memoryOutbox } from './outbox'
import { memoryPayments } from './payments'
import { memoryPlayers } from './players'
import { memoryProfiles } from './profiles'
import { MemoryUnit } from './unit'
import { memoryVotes } from './votes'
import { memoryStatus } from './status'
import { memoryNews } from './news'
import { memoryDiscord } from './discord'
import { memoryMail } from './mail'
import { memoryReceipts } from './receipts'
import { memoryWithdrawals } from './withdrawals'
import { memorySecondFactors } from './second-factors'
import { applyDecided } from './decided'

function storesOf(unit: MemoryUnit): StoreTx {
  return {
    profiles: memoryProfiles(unit),
    players: memoryPlayers(unit),
    ledger: memoryLedger(unit),
    payments: memoryPayments(unit),
    claims: memoryClaims(unit),
    content: memoryContent(unit),
    votes: memoryVotes(unit),
    links: memoryLinks(unit),
    outbox: memoryOutbox(unit),
    audit: memoryAudit(unit),
    idempotency: memoryIdempotency(unit),
    approvals: memoryApprovals(unit),
    bans: memoryBans(unit),
    status: memoryStatus(unit),
    news: memoryNews(unit),
    discord: memoryDiscord(unit),
    mail: memoryMail(unit),
    receipts: memoryReceipts(unit),
    withdrawals: memoryWithdrawals(unit),
    secondFactors: memorySecondFactors(unit),
  }
}

/**
 * The store port on the in-memory collections, one file per store. Transactions run one at a
 * time under the one global lock (the embedded backend has a single process); each has its own
 * MemoryUnit. A transaction that wrote is stored once committed (and, in a page, recorded as the
 * last commit before the lock is released: exclusive()); one that throws is undone.
 */
export function createMemoryStore() {
  let onDeliveriesEnqueued: () => void = () => undefined
  /** One transaction under the global lock, undone when it throws. */
  const run = <T>(work: (stores: StoreTx, unit: MemoryUnit) => Promise<T>) =>
    exclusive(async () => {
      const unit = new MemoryUnit()
      try {
        const result = await work(storesOf(unit), unit)
        if (unit.before) saveDb()
        if (unit.enqueued) onDeliveriesEnqueued()
        return result
      } catch (error) {
        if (unit.before) await loadCollections(unit.before)
        throw error
      }
    })
  const store: StorePort = {
    // One lock for everything: reads run as a transaction that writes nothing.
    read: (work) => run(work),
    transaction: (work) => run(work),
    applyDecided: (movement) => run((stores, unit) => applyDecided(stores, unit, movement)),
  }
  /** The embedded delivery queue listens here: told after a commit that enqueued. */
  const whenDeliveriesEnqueued = (listener: () => void) => {
    onDeliveriesEnqueued = listener
  }
  return { store, whenDeliveriesEnqueued }
}

const embedded = createMemoryStore()

/** The embedded backend's store (mocks/ports.ts). */
export const memoryStore: StorePort = embedded.store

/** The embedded delivery queue (mocks/deliveries.ts) listens here: after a commit that enqueued. */
export const whenDeliveriesEnqueued = embedded.whenDeliveriesEnqueued
