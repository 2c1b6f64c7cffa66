import type { ApprovalsReads, ApprovalsStore } from './approvals'
import type { AuditReads, AuditStore } from './audit'
import type { BansReads, BansStore } from './bans'
import type { ClaimsReads, ClaimsStore } from './claims'
import type { ContentReads, ContentStore } from './content'
import type { IdempotencyStore } from './idempotency'
import type { LedgerReads, LedgerStore } from './ledger'
import type { LinksReads, LinksStore } from './links'
import type { OutboxReads, OutboxStore } from './outbox'
import type { PaymentsReads, PaymentsStore } from './payments'
import type { PlayersReads, PlayersStore } from './players'
import type { ProfilesReads, ProfilesStore } from './profiles'
import type { VotesReads, VotesStore } from './votes'
import type { StatusReads, StatusStore } from './status'
import type { NewsReads, NewsStore } from './news'
import type { DiscordReads, DiscordStore } from './discord'
import type { MailReads, MailStore } from './mail'
import type { ReceiptsReads, ReceiptsStore } from './receipts'
import type { WithdrawalsReads, WithdrawalsStore } from './withdrawals'
import type { SecondFactorsReads, SecondFactorsStore } from './second-factors'
import type { DecidedMovement } from './decided'

export type * from './approvals'
export type * from './audit'
export type * from './bans'
export type * from './claims'
export type * from './content'
export type * from './idempotency'
export type * from './ledger'
export type * from './links'
export type * from './outbox'
export type * from './payments'
export type * from './players'
export type * from './profiles'
export type * from './votes'
export type * from './status'
export type * from './news'
export type * from './discord'
export * from './mail'
export type * from './receipts'
export type * from './withdrawals'
export type * from './second-factors'
export type * from './decided'

/**
 * One transaction: a small store per aggregate (docs/decisions/044). Every method is atomic on
 * its own; a transaction that throws changes nothing. Conditional methods answer false or null
 * (never throw) when their condition does not hold, so that two concurrent transactions can
 * never both succeed where only one may. A new aggregate gets its own file beside these.
 */
export interface StoreTx {
  profiles: ProfilesStore
  players: PlayersStore
  ledger: LedgerStore
  payments: PaymentsStore
  claims: ClaimsStore
  content: ContentStore
  votes: VotesStore
  links: LinksStore
  outbox: OutboxStore
  audit: AuditStore
  idempotency: IdempotencyStore
  approvals: ApprovalsStore
  bans: BansStore
  status: StatusStore
  news: NewsStore
  discord: DiscordStore
  mail: MailStore
  receipts: ReceiptsStore
  withdrawals: WithdrawalsStore
  secondFactors: SecondFactorsStore
}

/** The store's reads: what a request that writes nothing may run (StorePort.read). */
export interface StoreReads {
  profiles: ProfilesReads
  players: PlayersReads
  ledger: LedgerReads
  payments: PaymentsReads
  claims: ClaimsReads
  content: ContentReads
  votes: VotesReads
  links: LinksReads
  outbox: OutboxReads
  audit: AuditReads
  approvals: ApprovalsReads
  bans: BansReads
  status: StatusReads
  news: NewsReads
  discord: DiscordReads
  mail: MailReads
  receipts: ReceiptsReads
  withdrawals: WithdrawalsReads
  secondFactors: SecondFactorsReads
}

export interface StorePort {
  /**
   * Runs `work` as one transaction: committed when it resolves, rolled back when it throws.
   * Correctness must not rest on a process-wide lock (the conditional methods carry it), though
   * an in-memory adapter may use one.
   */
  transaction<T>(work: (tx: StoreTx) => Promise<T>): Promise<T>
  /**
   * Runs reads only, each on its own (no transaction to begin and commit: a database adapter
   * saves those round trips). Each read sees what was committed when it runs, as the reads of a
   * READ COMMITTED transaction do; reads that must see one moment together, or decide a write,
   * belong in transaction().
   */
  read<T>(work: (reads: StoreReads) => Promise<T>): Promise<T>
  /**
   * Applies a decided movement whole, in one step, only if the profile is still the version it
   * was decided on and its key, its claim and its delivery are new: true. Otherwise it writes
   * nothing and answers false, and the caller decides again in transaction()
   * (docs/decisions/067). Told to the delivery queue as transaction() tells it.
   */
  applyDecided(movement: DecidedMovement): Promise<boolean>
}
