import { Collection } from '@msw/data'
import { SecondFactorRecordSchema, StepUpRecordSchema } from './second-factor-schemas'
import {
  AccountLinkRecordSchema,
  AfterSaleNoticeRecordSchema,
  AuditRecordSchema,
  CheckoutSessionRecordSchema,
  ErasedPlayerRecordSchema,
  ClaimRecordSchema,
  DeliveryRecordSchema,
  LoyaltyRewardRecordSchema,
  GameAccountRecordSchema,
  GameCharacterRecordSchema,
  GameDeliveryMarkRecordSchema,
  GameGuildMemberRecordSchema,
  GameGuildRecordSchema,
  GameItemSendRecordSchema,
  IdempotencyKeyRecordSchema,
  LedgerRecordSchema,
  MailRecordSchema,
  PaymentRecordSchema,
  ProfileRecordSchema,
  PromotionRecordSchema,
  SiteNoticeRecordSchema,
  UserRecordSchema,
  VoteSiteRecordSchema,
  VoteStateRecordSchema,
  VoteTokenRecordSchema,
  VotePingbackRecordSchema,
  SiteVoteRecordSchema,
  NewsRecordSchema,
  DiscordMessageRecordSchema,
} from './schemas'
import { MailMessageRecordSchema, ReceiptRecordSchema } from './sale-schemas'
import {
  ProviderRefundRecordSchema,
  TransferConsentRecordSchema,
  WithdrawalRecordSchema,
} from './withdrawal-schemas'
import { AdjustmentUndoRecordSchema, ApprovalRecordSchema, BanRecordSchema } from './ops-schemas'
import {
  GameUserCountRecordSchema,
  IncidentRecordSchema,
  StatusSampleRecordSchema,
} from './status-schemas'

/**
 * The mock database. Plain foreign-key fields (uid, accountId...) instead of
 * @msw/data relations: records stay plain JSON, simple to persist and restore.
 */
export const RECORD_SCHEMAS = {
  users: UserRecordSchema,
  profiles: ProfileRecordSchema,
  accountLinks: AccountLinkRecordSchema,
  deliveries: DeliveryRecordSchema,
  /** The embedded game's own tables (a separate database in production). */
  gameAccounts: GameAccountRecordSchema,
  gameCharacters: GameCharacterRecordSchema,
  gameItemSend: GameItemSendRecordSchema,
  gameDeliveryMarks: GameDeliveryMarkRecordSchema,
  gameGuilds: GameGuildRecordSchema,
  gameGuildMembers: GameGuildMemberRecordSchema,
  gameUserCount: GameUserCountRecordSchema,
  voteProviders: VoteSiteRecordSchema,
  voteStates: VoteStateRecordSchema,
  voteTokens: VoteTokenRecordSchema,
  votePingbacks: VotePingbackRecordSchema,
  /** The simulated voting sites' own records (another service in reality). */
  siteVotes: SiteVoteRecordSchema,
  fidelityRewards: LoyaltyRewardRecordSchema,
  promotions: PromotionRecordSchema,
  siteNotice: SiteNoticeRecordSchema,
  incidents: IncidentRecordSchema,
  statusSamples: StatusSampleRecordSchema,
  claims: ClaimRecordSchema,
  checkoutSessions: CheckoutSessionRecordSchema,
  payments: PaymentRecordSchema,
  afterSaleNotices: AfterSaleNoticeRecordSchema,
  ledger: LedgerRecordSchema,
  idempotencyKeys: IdempotencyKeyRecordSchema,
  erasedPlayers: ErasedPlayerRecordSchema,
  auditLog: AuditRecordSchema,
  mailbox: MailRecordSchema,
  approvals: ApprovalRecordSchema,
  adjustmentUndos: AdjustmentUndoRecordSchema,
  bans: BanRecordSchema,
  news: NewsRecordSchema,
  /** The Discord outbox: kept, never sent, offline (docs/embedded-backend.md). */
  discordMessages: DiscordMessageRecordSchema,
  /** The mail outbox: kept in the mock mailbox, never sent, offline. */
  mailMessages: MailMessageRecordSchema,
  receipts: ReceiptRecordSchema,
  withdrawals: WithdrawalRecordSchema,
  transferConsents: TransferConsentRecordSchema,
  providerRefunds: ProviderRefundRecordSchema,
  secondFactors: SecondFactorRecordSchema,
  stepUps: StepUpRecordSchema,
}

type Schemas = typeof RECORD_SCHEMAS
type Collections = { [K in keyof Schemas]: Collection<Schemas[K]> }

export const db = Object.fromEntries(
  Object.entries(RECORD_SCHEMAS).map(([name, schema]) => [name, new Collection({ schema })]),
) as Collections

export type Db = typeof db
export type CollectionName = keyof Db
export const COLLECTION_NAMES = Object.keys(db) as CollectionName[]

/** The next free numeric id after the given ones (max + 1). */
export function nextId(ids: readonly number[]): number {
  return ids.reduce((max, id) => Math.max(max, id), 0) + 1
}

/** A random id for tokens, codes and sessions. */
export function randomId(prefix = ''): string {
  return `${prefix}${crypto.randomUUID().replaceAll('-', '')}`
}
