import type {
  DeliveryFailure,
  DeliveryState,
  FidelityReward,
  Profile,
  RankingCharacter,
  TopUpPack,
  VoteProvider,
} from '@contract/schemas'
import type { Promotion } from '@contract/rules'
import type { VoteVerification } from './vote-verification'

/**
 * The ports of the shared backend: everything the API's behaviour needs from
 * the outside world. The embedded mock (mocks/) and the production server
 * (server/) each supply one adapter per port; the rules stay in backend/.
 * docs/decisions/006-shared-backend-and-ports.md says what each must guarantee.
 */

/** 'YYYY-MM' in UTC, as contract/rules loyaltyMonth() gives it. */
export type Month = string

// ---------------------------------------------------------------- clock

export interface ClockPort {
  now(): Date
}

// ---------------------------------------------------------------- identity

/** The player behind a valid bearer token. */
export interface Caller {
  uid: string
  email: string | null
  emailVerified: boolean
  /** When the player last proved who he is (the token's auth_time, epoch seconds), if known. */
  authTime: number | null
  /**
   * The `admin` custom claim of the verified token: an operator of the console
   * (docs/operator-console.md). Granted by `npm run admin -- grant <email>`.
   */
  admin: boolean
}

export type IdentityCheck = { ok: true; caller: Caller } | { ok: false; message: string }

export interface IdentityPort {
  /**
   * Checks the Authorization header ('Bearer <token>' or null). Never throws for
   * a bad token: answers { ok: false, message } and the API answers 401. `strict` (the console,
   * and the calls that move money or change what the player owns): also refuses a token revoked
   * since it was made or the token of a disabled user, and reads `admin` from the user's record
   * as it is now rather than from the token.
   */
  verifyBearer(authorization: string | null, options?: { strict?: boolean }): Promise<IdentityCheck>
  /**
   * Deletes the user from the identity service: his tokens stop being accepted and his address
   * may sign up again as a new user. A user already gone is not an error (idempotent).
   */
  deleteUser(uid: string): Promise<void>
}

// ---------------------------------------------------------------- store

/** A player's AirPoints as stored: monthPoints belong to `month`. */
export interface ProfileRow extends Profile {
  uid: string
  month: Month
}

/**
 * A voting site as the backend knows it (its cooldown and verification are not shown to
 * players). verification null: not configured (or unreadable), and no vote on it ever counts.
 */
export type VoteSite = Omit<VoteProvider, 'votes' | 'nextVote'> & {
  cooldownMs: number
  verification: VoteVerification | null
}

/**
 * A loyalty reward as stored: for one month ('YYYY-MM'), or for every month that has none of its
 * own for that stage (month null); see contract/rules/loyalty.ts rewardsOfMonth.
 */
export type RewardRow = FidelityReward & {
  month: Month | null
  /** False once an operator replaced or removed it (kept: claims name it). */
  active: boolean
}

/** A promotion window as stored (ISO dates), with its id. */
export type PromotionRow = Promotion & { id: number }

/** The maintenance notice as stored: its text is kept while it is off. */
export interface SiteNoticeRow {
  message: string
  enabled: boolean
}

/** A player's votes on one site. nextVote: ISO date. */
export type VoteState = Pick<VoteProvider, 'votes' | 'nextVote'>

export interface VoteTokenRow {
  token: string
  uid: string
  providerId: string
  /** Epoch milliseconds. */
  issuedAt: number
  /** The player's address when the token was issued (what a pull site is asked about). */
  ip: string | null
  /** The vote's reference, carried by the vote link of a push site and sent back by it. */
  ref: string
}

/** A push site's callback: the voter's reference and address it sent, when it arrived (ms). */
export interface PingbackRow {
  siteId: string
  ref: string
  ip: string
  receivedAt: number
}

/** The outcome of consuming a vote token (see StoreTx.consumeVoteToken). */
export type ConsumedToken =
  { status: 'consumed'; token: VoteTokenRow } | { status: 'unknown' } | { status: 'used' }

/** A token as found, without consuming it (see StoreTx.findVoteToken). */
export type FoundToken =
  { status: 'found'; token: VoteTokenRow } | { status: 'unknown' } | { status: 'used' }

/** A game account a player owns: the portal's id of it, and the game's name. */
export interface LinkedAccount {
  accountId: number
  uid: string
  name: string
  /** Its characters as last read from the game (served while the game cannot be read). */
  characters: GameCharacter[]
}

/** 'cap': the player already owns `maxAccounts` game accounts (nothing linked). */
export type LinkOutcome =
  | { ok: true; account: LinkedAccount }
  | { ok: false; owner: 'self' | 'other' }
  | { ok: false; cap: true }

/** A delivery as the portal's outbox keeps it, committed with the debit or the claim. */
export type DeliveryRecord = GameDelivery & {
  uid: string
  accountId: number
  characterName: string
  state: DeliveryState
  failure: DeliveryFailure | null
  /** ISO dates. */
  createdAt: string
  receivedAt: string | null
}

export interface ClaimRow {
  uid: string
  rewardId: number
  month: Month
  accountId: number
  characterId: number
}

export interface PaymentRow {
  /** The payment provider's id of the session: recorded at most once (paid or failed). */
  paymentId: string
  uid: string
  priceId: string
  /** Points the payment credited (0 for a failed one). */
  points: number
  /** The provider's id of the payment behind the session (Stripe's pi_...), for refunds. */
  paymentIntent: string | null
  /** The loyalty month its points counted in ('YYYY-MM'). */
  month: Month
  /** 'failed': a delayed payment method failed, nothing was credited. */
  status: 'paid' | 'failed'
}

/** Where a chargeback of the payment stands. */
export type DisputeState = 'none' | 'open' | 'won' | 'lost'

/**
 * What refunds and disputes did to a payment (docs/decisions/028): the points of the refunded
 * share, the points an open or lost dispute took back (of which `disputeRemoved` left the balance),
 * and, of all that was taken back, the points the balance no longer held.
 */
export interface AfterSale {
  refundedPoints: number
  disputedPoints: number
  disputeRemoved: number
  unrecoveredPoints: number
  dispute: DisputeState
}

/**
 * What the payment provider (or an operator) says happened to a payment after the sale:
 * - `refund`: refunded so far, cumulative, of the paid amount (smallest currency unit);
 * - `dispute-opened`: a chargeback was opened at the bank;
 * - `dispute-closed`: the bank decided it, `won` (in the portal's favour) or lost.
 * `reference` is the provider's id of what the notice is about (charge, dispute), kept in the ledger.
 */
export type AfterSaleNotice =
  | {
      kind: 'refund'
      paymentIntent: string
      amountRefunded: number
      amount: number
      reference: string
    }
  | { kind: 'dispute-opened'; paymentIntent: string; reference: string }
  | { kind: 'dispute-closed'; paymentIntent: string; won: boolean; reference: string }

/** A recorded payment with what refunds and disputes did to it. */
export interface StoredPayment extends PaymentRow, AfterSale {
  /** ISO date of its recording. */
  createdAt: string
}

/** What a movement of the ledger belongs to: its kind and reference (session id, key...). */
export interface LedgerEntry {
  kind: LedgerKind
  reference: string
  /** For a row that moves no points: the points it concerns (unrecovered points), else absent. */
  points?: number
}

/**
 * 'seed' (demo data), 'purchase', 'order' (a transfer), 'claim', 'vote', 'payment-failed',
 * 'refund' / 'dispute' (points taken back), 'refund-unrecovered' / 'dispute-unrecovered' (the
 * share the balance no longer held), 'dispute-won' (given back), 'reward-case' (a reward claimed
 * on progress a refund or a dispute undid), 'admin-credit' / 'admin-debit' (an operator's
 * adjustment, its reference the audit log's action), 'case-settled' (an operator settled the case
 * of the ledger row its reference names), 'account-closed' (the balance left when the player
 * closed his account, written off: the ledger of an erased player sums to 0), 'delivery-returned'
 * (the points of a transfer the game refused for good, given back once; its reference the
 * delivery's id). Of the after-sale, case and closing kinds, only 'refund', 'dispute' and
 * 'dispute-won' move points.
 */
export type LedgerKind =
  | 'seed'
  | 'purchase'
  | 'order'
  | 'claim'
  | 'vote'
  | 'payment-failed'
  | 'refund'
  | 'refund-unrecovered'
  | 'dispute'
  | 'dispute-unrecovered'
  | 'dispute-won'
  | 'reward-case'
  | 'account-closed'
  | 'admin-credit'
  | 'admin-debit'
  | 'case-settled'
  | 'delivery-returned'

/** A row of the ledger as read back (its id orders it: newest is highest). */
export interface LedgerRow {
  id: number
  uid: string
  delta: number
  kind: LedgerKind
  reference: string | null
  points: number | null
  /** ISO date. */
  createdAt: string
}

/** A player found by StoreTx.searchPlayers, and what matched. */
export interface PlayerMatch {
  uid: string
  email: string | null
  points: number
  matchedBy: 'uid' | 'email' | 'account' | 'character'
}

/** A row of the operators' audit log as written (docs/operator-console.md). */
export interface AuditRecord {
  operatorUid: string
  operatorEmail: string | null
  action: string
  target: string | null
  reason: string
  result: 'applied' | 'refused'
  /** Why a refused action changed nothing (French), else null. */
  message: string | null
  details: Record<string, string | number | boolean | null>
}

/** A row of the audit log as read back (its id orders it: newest is highest). */
export interface AuditRow extends AuditRecord {
  id: number
  /** ISO date. */
  at: string
}

/** The first outcome of an idempotent request, answered again for the same key. */
export interface IdempotentOutcome {
  status: number
  body: unknown
}

export type IdempotencyReservation =
  { reserved: true } | { reserved: false; fingerprint: string; outcome: IdempotentOutcome | null }

/**
 * Operations inside one transaction. Every method is atomic on its own; a
 * transaction that throws changes nothing. Conditional methods answer false
 * (never throw) when their condition does not hold, so that two concurrent
 * transactions can never both succeed where only one may.
 */
export interface StoreTx {
  /** The stored profile, or null when the player has none yet (0 points). */
  getProfile(uid: string): Promise<ProfileRow | null>
  /**
   * The stored profile (or null), its row locked until the transaction ends: a refund or a
   * dispute of the player, which locks it too, applies wholly before or after this transaction.
   */
  lockProfile(uid: string): Promise<ProfileRow | null>
  /**
   * Removes `amount` points only if the balance is >= amount (one conditional
   * update or a row lock), with its ledger row: the profile as the debit left it,
   * or null, and nothing changed, otherwise.
   */
  debitPoints(uid: string, amount: number, entry: LedgerEntry): Promise<ProfileRow | null>
  /**
   * Adds `amount` to points and to the monthPoints of `month` (monthPoints of
   * another month restart from 0); creates the profile when missing.
   */
  creditPurchase(uid: string, amount: number, month: Month, reference: string): Promise<void>
  /** Records a payment (paid or failed): false when this paymentId was already recorded. */
  insertPayment(payment: PaymentRow): Promise<boolean>
  /**
   * The recorded payment of that payment intent, or null, locked until the transaction ends: two
   * notices about one payment are applied one after the other, each seeing the other's outcome.
   */
  lockPaymentByIntent(paymentIntent: string): Promise<StoredPayment | null>
  /** The recorded payment of that session id, or null (no lock). */
  getPayment(paymentId: string): Promise<StoredPayment | null>
  /** Stores what refunds and disputes did to a payment (locked by lockPaymentByIntent). */
  saveAfterSale(paymentId: string, afterSale: AfterSale): Promise<void>
  /**
   * Keeps a notice about a payment intent no payment is recorded for yet (once per notice),
   * serialised with the recording of that payment (docs/decisions/041): false, and nothing kept,
   * when a payment of that intent is recorded by now (apply the notice to it instead).
   */
  keepAfterSaleNotice(notice: AfterSaleNotice): Promise<boolean>
  /** Removes and answers the notices kept for that payment intent, oldest first. */
  takeAfterSaleNotices(paymentIntent: string): Promise<AfterSaleNotice[]>
  /**
   * Removes up to `amount` points, as many as the balance holds (none without a profile), with
   * its ledger row when some were removed; answers how many were removed.
   */
  debitUpTo(uid: string, amount: number, entry: LedgerEntry): Promise<number>
  /** Adds `amount` points to the balance (never to monthPoints), with its ledger row. */
  creditPoints(uid: string, amount: number, entry: LedgerEntry): Promise<void>
  /**
   * Adds `delta` (negative: lowers) to the monthPoints of `month`, never below 0, when it is the
   * month the profile counts; answers the month's points after it, or null for another month.
   */
  adjustMonthPoints(uid: string, month: Month, delta: number): Promise<number | null>
  /** The points the player's paid payments of `month` still count (minus what was taken back). */
  netPaidPoints(uid: string, month: Month): Promise<number>
  /** Appends a ledger row that moves no points (a case to follow up, a vote, a failed payment). */
  recordLedgerCase(uid: string, entry: LedgerEntry): Promise<void>
  /**
   * Closes the player's account in the portal's data (docs/decisions/031): his profile, links to
   * game accounts, votes, vote tokens and idempotency keys are deleted; his ledger rows, payments,
   * claims and deliveries are kept for the accounts under `erasedId` instead of his uid, with an
   * 'account-closed' row writing off the balance left. The erasure is recorded under a hash of the
   * uid (once: a second call keeps the first erased id), so that a payment, a purchase credit or
   * a ledger case of that uid arriving later (insertPayment, creditPurchase, recordLedgerCase) is
   * written under the erased id, a purchase written off at once, and no profile comes back. The
   * audit rows about him or naming him (uid, email) are pseudonymised; the console's idempotency
   * keys about him (`admin:<uid>`) and the sites' votes of his tokens are deleted (decision 043).
   */
  erasePlayer(uid: string, erasedId: string): Promise<void>
  /**
   * Appends the 'case-settled' row of ledger row `caseId` (its reference: the id), once: false,
   * and nothing written, when that case already was settled.
   */
  settleCase(uid: string, caseId: number): Promise<boolean>
  /** The player's ledger, newest first: rows older than `before` (an id) when given, of `kinds`. */
  ledgerOf(
    uid: string,
    options: { before: number | null; limit: number; kinds: readonly LedgerKind[] | null },
  ): Promise<LedgerRow[]>

  /** A player's uid and email (null: unknown to the store), or null when there is no such player. */
  getPlayer(uid: string): Promise<{ uid: string; email: string | null } | null>
  /**
   * Players whose uid is `text`, whose email contains it, or who own a game account or a
   * character of that name (any case), at most `limit`.
   */
  searchPlayers(text: string, limit: number): Promise<PlayerMatch[]>
  /** Recorded payments, newest first: of `month` when given. */
  listPayments(month: Month | null): Promise<StoredPayment[]>

  /**
   * Appends a row to the audit log, in the transaction of the action it records. The log is
   * append-only: no method changes or removes a row (PostgreSQL refuses it with a trigger).
   * Answers the new row's id.
   */
  appendAudit(record: AuditRecord): Promise<number>
  /** The audit log, newest first: rows older than `before` (an id) when given, about `target`. */
  auditLog(options: {
    before: number | null
    limit: number
    target: string | null
  }): Promise<AuditRow[]>

  /**
   * Reserves (uid, key) for a request with this fingerprint, atomically: of
   * concurrent calls with one key, one is reserved; the others wait for it to
   * commit and get its fingerprint and outcome (null only within the holder's
   * own transaction). A rolled-back reservation leaves the key free.
   */
  reserveIdempotencyKey(
    uid: string,
    key: string,
    fingerprint: string,
  ): Promise<IdempotencyReservation>
  /** Stores the outcome of the request that reserved (uid, key), in its transaction. */
  recordIdempotentOutcome(uid: string, key: string, outcome: IdempotentOutcome): Promise<void>

  /** Every stored reward, of every month, retired ones included, by id. */
  listRewards(): Promise<RewardRow[]>
  /** Every promotion window, by start. */
  listPromotions(): Promise<PromotionRow[]>
  /** The maintenance notice (off with an empty text when never set). */
  getSiteNotice(): Promise<SiteNoticeRow>

  // The console's content (backend/admin-content.ts): each call inside an audited transaction.
  /**
   * Every promotion window, by start, locked until the transaction ends: of two operators
   * scheduling at once, the second sees the first's window (no overlap slips through).
   */
  lockPromotions(): Promise<PromotionRow[]>
  insertPromotion(promotion: Promotion): Promise<PromotionRow>
  /** Changes a window: false when there is no such id. */
  updatePromotion(id: number, promotion: Promotion): Promise<boolean>
  /** Removes a window: false when there is no such id. */
  deletePromotion(id: number): Promise<boolean>
  /**
   * The reward of a stage for a month (null: the standing one): the one in force is retired and
   * this one added, in one step; answers the new row.
   */
  setReward(
    reward: Pick<RewardRow, 'month' | 'stageId' | 'itemId' | 'description'>,
  ): Promise<RewardRow>
  /** Retires the reward of a stage for a month: false when there was none in force. */
  retireReward(month: Month, stageId: number): Promise<boolean>
  setSiteNotice(notice: SiteNoticeRow): Promise<void>
  /** Adds a vote site (last in the list) or changes the one with this id. */
  saveVoteSite(site: VoteSite): Promise<void>
  /** Reward ids the player claimed in `month`. */
  claimedRewardIds(uid: string, month: Month): Promise<number[]>
  /** Records a claim: false when (uid, rewardId, month) is already claimed (unique constraint). */
  insertClaim(claim: ClaimRow): Promise<boolean>
  /**
   * Marks a claim as under review (its stage no longer holds after a refund or a dispute): true
   * the first time only, false when it already was or there is no such claim.
   */
  flagClaim(uid: string, rewardId: number, month: Month): Promise<boolean>
  /** Claims of the player under review, as `rewardId:month`. */
  flaggedClaims(uid: string): Promise<string[]>

  /**
   * Records that `uid` owns the game account `name` (unique whatever its case): 'self' or
   * 'other' when it is already linked to that player or to another one; `cap` when the player
   * already owns `maxAccounts` of them. Of concurrent links of one player, no more than
   * `maxAccounts` ever succeed (a lock per player, or the adapter's own serialisation).
   */
  linkAccount(
    uid: string,
    name: string,
    characters: GameCharacter[],
    maxAccounts: number,
  ): Promise<LinkOutcome>
  /** The player's game accounts, by accountId ascending. */
  linkedAccounts(uid: string): Promise<LinkedAccount[]>
  /** Keeps the characters last read from the game for that account. */
  rememberCharacters(accountId: number, characters: GameCharacter[]): Promise<void>

  /**
   * Adds a pending delivery to the outbox, in the transaction of its debit or claim, and asks the
   * delivery queue to send it once that transaction commits. A deliveryId already there is kept.
   * Answers the delivery as stored (the one kept, for an id already there).
   */
  enqueueDelivery(
    delivery: Omit<DeliveryRecord, 'state' | 'failure' | 'createdAt' | 'receivedAt'>,
  ): Promise<DeliveryRecord>
  /** One delivery, or null. */
  getDelivery(deliveryId: string): Promise<DeliveryRecord | null>
  /** The player's latest deliveries, newest first. */
  deliveriesOf(uid: string, limit: number): Promise<DeliveryRecord[]>
  /** Deliveries in one state, oldest first (what the worker sends or checks next). */
  deliveriesIn(state: DeliveryState, limit: number): Promise<DeliveryRecord[]>
  /**
   * Deliveries in one state by deliveryId, those after `afterId` (null: from the first): a keyset
   * page, so that a pass can go through all of them, whatever their number.
   */
  deliveriesAfter(
    state: DeliveryState,
    afterId: string | null,
    limit: number,
  ): Promise<DeliveryRecord[]>
  /**
   * Moves a delivery from `from` to `to` (with the failure, or when the game handed it over) only
   * if it still is in `from`: false otherwise (another worker got there first).
   */
  markDelivery(
    deliveryId: string,
    from: DeliveryState,
    to:
      | { state: 'sent' }
      | { state: 'failed'; failure: DeliveryFailure }
      | { state: 'received'; at: string },
  ): Promise<boolean>

  listVoteSites(): Promise<VoteSite[]>
  /** The addresses his vote tokens were issued to, each with its latest time (ms), newest first. */
  voteAddresses(uid: string): Promise<{ ip: string; at: number }[]>
  /** The player's votes per site id (sites never voted on are absent). */
  voteStates(uid: string): Promise<Record<string, VoteState>>
  insertVoteToken(token: VoteTokenRow): Promise<void>
  /**
   * Marks the token used if it exists, belongs to `uid` and is unused, in one
   * atomic step: of concurrent calls with one token, exactly one is 'consumed'.
   * Another player's token answers 'unknown'.
   */
  consumeVoteToken(token: string, uid: string): Promise<ConsumedToken>
  /** The token of `uid`, unchanged: 'unknown' for another player's, 'used' once consumed. */
  findVoteToken(token: string, uid: string): Promise<FoundToken>
  /**
   * Records a site's vote once per (siteId, ref, ip): a push site's callback, or a pull site's
   * confirmation. A repeated one only moves receivedAt forward, unless the vote already confirmed
   * a token: then it is that same vote while within `sameVoteMs` of it (the site's cooldown), and
   * a new vote, free again, after.
   */
  recordPingback(pingback: PingbackRow, sameVoteMs: number): Promise<void>
  /**
   * Takes one site vote, received at or after `since` (ms), for the token `token`: the one with
   * its reference, or one without reference from its address. True when one is taken (or this
   * token already took it); false when none is free. Of concurrent calls, one vote confirms one
   * token: two accounts behind one address never both count one vote.
   */
  claimPingback(
    siteId: string,
    vote: { ref: string; ip: string | null },
    since: number,
    token: string,
  ): Promise<boolean>
  /**
   * Counts one vote on the site only if the stored nextVote is before `now`
   * (or there is none), and sets nextVote; null, and nothing changed, when the
   * site is still on cooldown.
   */
  countVote(uid: string, providerId: string, now: Date, nextVote: Date): Promise<VoteState | null>
}

/** The store's reads: what a request that writes nothing may run (StorePort.read). */
export type StoreReads = Pick<
  StoreTx,
  | 'getProfile'
  | 'getPayment'
  | 'netPaidPoints'
  | 'ledgerOf'
  | 'getPlayer'
  | 'searchPlayers'
  | 'listPayments'
  | 'auditLog'
  | 'listRewards'
  | 'listPromotions'
  | 'getSiteNotice'
  | 'claimedRewardIds'
  | 'flaggedClaims'
  | 'linkedAccounts'
  | 'getDelivery'
  | 'deliveriesOf'
  | 'deliveriesIn'
  | 'listVoteSites'
  | 'voteStates'
  | 'voteAddresses'
  | 'findVoteToken'
>

export interface StorePort {
  /**
   * Runs `work` as one transaction: committed when it resolves, rolled back
   * when it throws. Correctness must not rest on a process-wide lock (the
   * conditional methods above carry it), though an in-memory adapter may use one.
   */
  transaction<T>(work: (tx: StoreTx) => Promise<T>): Promise<T>
  /**
   * Runs reads only, each on its own (no transaction to begin and commit: a database adapter
   * saves those round trips). Each read sees what was committed when it runs, as the reads of a
   * READ COMMITTED transaction do; reads that must see one moment together, or decide a write,
   * belong in transaction().
   */
  read<T>(work: (reads: StoreReads) => Promise<T>): Promise<T>
}

// ---------------------------------------------------------------- game

/**
 * A character as the game keeps it. characterId is the game's own id (Flyff's m_idPlayer read as
 * a number, on the adapter's server index); slot is its place on the selection screen.
 */
export interface GameCharacter {
  characterId: number
  name: string
  slot: number
}

/** What a delivery carries: AirPoints, or an item of the catalogue (contract/catalog/items). */
export type DeliveryContent =
  { kind: 'points'; amount: number } | { kind: 'item'; itemId: number; count: number }

/** One delivery to one character of one game account: exactly once per deliveryId. */
export type GameDelivery = {
  deliveryId: string
  /** The game account's name, as the game spells it. */
  account: string
  characterId: number
} & DeliveryContent

/**
 * The game's answer to a delivery: its row is committed in the game's database ('sent', also
 * when this deliveryId was already sent), or refused for good ('refused': the character is gone
 * or is no longer on that account). A game that cannot be reached throws GameUnavailableError.
 */
export type SendOutcome = { status: 'sent' } | { status: 'refused'; failure: DeliveryFailure }

/** Where a sent delivery is in the game: waiting for the character, or handed over (ISO date). */
export type GameReceipt = { state: 'sent' } | { state: 'received'; at: string }

/** The game's database could not be reached or answered a transient failure: try again later. */
export class GameUnavailableError extends Error {
  constructor(message = 'game database unavailable', options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'GameUnavailableError'
  }
}

/**
 * The game's own databases (docs/decisions/009-game-server-port.md and 024): accounts, characters,
 * the ranking and deliveries, as the game keeps them. It knows nothing of the portal's players:
 * which player owns which game account is the store's (StoreTx.linkAccount). Names are compared
 * whatever their case. Any call may throw GameUnavailableError; none half-applies.
 */
export interface GamePort {
  /**
   * Creates an account as the game's own creation does, the password in the game's format;
   * 'name-taken' when the game already has that name (any case), also when two creations race.
   * `name` is the game's spelling of the created account.
   */
  createAccount(
    name: string,
    password: string,
  ): Promise<{ ok: true; name: string } | { ok: false; reason: 'name-taken' }>
  /** The account's name as the game spells it when the password is its password, else null. */
  checkPassword(name: string, password: string): Promise<string | null>
  /** Changes the password of an existing account: false when the game has no such account. */
  changePassword(name: string, password: string): Promise<boolean>
  /**
   * The live characters (not deleted nor banned) of each named account, by slot; keyed by the
   * lowercase name, every asked name present (an empty list for an account without characters).
   */
  characters(accounts: readonly string[]): Promise<Map<string, GameCharacter[]>>
  /** The best `limit` characters by level then playing time; staff and deleted ones left out. */
  ranking(limit: number): Promise<RankingCharacter[]>
  /**
   * Writes the delivery in the game's delivery table with a marker keyed by its deliveryId, in
   * one transaction of the game's database: a second call with the same deliveryId (a retry
   * after a timeout, a crash or a lost commit answer) writes nothing and answers 'sent'.
   */
  send(delivery: GameDelivery): Promise<SendOutcome>
  /** Where each sent delivery is in the game; deliveries the game has no marker of are absent. */
  receipts(deliveryIds: readonly string[]): Promise<Map<string, GameReceipt>>
}

// ---------------------------------------------------------------- payments

export interface CheckoutRequest {
  caller: Caller
  pack: TopUpPack
  priceId: string
  /** Points the purchase will credit (promotion applied at opening). */
  points: number
  openedAt: Date
  /** The web app's origin (the request's Origin when it is a valid one), or null. */
  origin: string | null
}

export interface PaymentsPort {
  /** The provider's price id of each pack (mock ids in the embedded backend). */
  priceIds: Readonly<Record<string, string>>
  /** Opens a payment session; the URL is where the browser goes to pay. */
  createCheckoutSession(request: CheckoutRequest): Promise<{ url: string }>
}

// ---------------------------------------------------------------- vote sites

/** A site's answer to a check: its HTTP status and its body read as JSON (null when not JSON). */
export interface SiteAnswer {
  status: number
  body: unknown
}

/**
 * The ranking sites' check APIs (backend/vote-verification.ts builds the URL and reads the
 * answer). Throws when the site cannot be reached or does not answer within a short time.
 */
export interface VoteSiteApiPort {
  get(url: string): Promise<SiteAnswer>
}

// ---------------------------------------------------------------- limits

/** How many hits a key may make within a window of `windowS` seconds. */
export interface LimitRule {
  points: number
  windowS: number
}

export type LimitHit = { allowed: true } | { allowed: false; retryAfterMs: number }

/**
 * Counters of hits per key (backend/limits.ts names the keys), shared by every instance that
 * serves the API: a hit counts whether it is allowed or not, and refuses once the key made more
 * than `rule.points` hits in the window that its first hit opened. Never throws for a refusal.
 */
export interface RateLimitPort {
  hit(key: string, rule: LimitRule): Promise<LimitHit>
}

// ---------------------------------------------------------------- all

export interface Ports {
  store: StorePort
  identity: IdentityPort
  game: GamePort
  payments: PaymentsPort
  voteSiteApi: VoteSiteApiPort
  clock: ClockPort
  limits: RateLimitPort
}
