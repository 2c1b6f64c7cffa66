import type {
  FidelityReward,
  GameAccount,
  Profile,
  RankingCharacter,
  TopUpPack,
  VoteProvider,
} from '@contract/schemas'

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
}

export type IdentityCheck = { ok: true; caller: Caller } | { ok: false; message: string }

export interface IdentityPort {
  /**
   * Checks the Authorization header ('Bearer <token>' or null). Never throws for
   * a bad token: answers { ok: false, message } and the API answers 401.
   */
  verifyBearer(authorization: string | null): Promise<IdentityCheck>
}

// ---------------------------------------------------------------- store

/** A player's AirPoints as stored: monthPoints belong to `month`. */
export interface ProfileRow extends Profile {
  uid: string
  month: Month
}

/** A voting site as the backend knows it (its cooldown is not shown to players). */
export type VoteSite = Omit<VoteProvider, 'votes' | 'nextVote'> & { cooldownMs: number }

/** A player's votes on one site. nextVote: ISO date. */
export type VoteState = Pick<VoteProvider, 'votes' | 'nextVote'>

export interface VoteTokenRow {
  token: string
  uid: string
  providerId: string
  /** Epoch milliseconds. */
  issuedAt: number
}

/** The outcome of consuming a vote token (see StoreTx.consumeVoteToken). */
export type ConsumedToken =
  { status: 'consumed'; token: VoteTokenRow } | { status: 'unknown' } | { status: 'used' }

export interface ClaimRow {
  uid: string
  rewardId: number
  month: Month
  accountId: number
  characterId: number
}

export interface PaymentRow {
  /** The payment provider's id of the paid session: fulfilled at most once. */
  paymentId: string
  uid: string
  priceId: string
  points: number
  /** The provider's id of the payment behind the session (Stripe's pi_...), for refunds. */
  paymentIntent: string | null
}

/** A fulfilled payment as stored, with the points its refunds already removed or recorded. */
export interface StoredPayment extends PaymentRow {
  refundedPoints: number
}

/** What a movement of the ledger belongs to: its kind and reference (session id, key...). */
export interface LedgerEntry {
  kind: 'order' | 'purchase' | 'refund' | 'refund-unrecovered'
  reference: string
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
   * Removes `amount` points only if the balance is >= amount (one conditional
   * update or a row lock): false, and nothing changed, otherwise.
   */
  debitPoints(uid: string, amount: number, entry: LedgerEntry): Promise<boolean>
  /**
   * Adds `amount` to points and to the monthPoints of `month` (monthPoints of
   * another month restart from 0); creates the profile when missing.
   */
  creditPurchase(uid: string, amount: number, month: Month, reference: string): Promise<void>
  /** Records a fulfilled payment: false when this paymentId was already recorded. */
  insertPayment(payment: PaymentRow): Promise<boolean>
  /** The fulfilled payment of that payment intent, or null. */
  findPaymentByIntent(paymentIntent: string): Promise<StoredPayment | null>
  /**
   * Sets the payment's refundedPoints to `to` only if it still is `from`
   * (concurrent deliveries of one refund: one wins); false otherwise.
   */
  markRefunded(paymentId: string, from: number, to: number): Promise<boolean>
  /** Appends a ledger row that moves no points (a case to follow up: refund of spent points). */
  recordLedgerCase(uid: string, entry: LedgerEntry): Promise<void>

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

  listRewards(): Promise<FidelityReward[]>
  /** Reward ids the player claimed in `month`. */
  claimedRewardIds(uid: string, month: Month): Promise<number[]>
  /** Records a claim: false when (uid, rewardId, month) is already claimed (unique constraint). */
  insertClaim(claim: ClaimRow): Promise<boolean>

  listVoteSites(): Promise<VoteSite[]>
  /** The player's votes per site id (sites never voted on are absent). */
  voteStates(uid: string): Promise<Record<string, VoteState>>
  insertVoteToken(token: VoteTokenRow): Promise<void>
  /**
   * Marks the token used if it exists, belongs to `uid` and is unused, in one
   * atomic step: of concurrent calls with one token, exactly one is 'consumed'.
   * Another player's token answers 'unknown'.
   */
  consumeVoteToken(token: string, uid: string): Promise<ConsumedToken>
  /**
   * Counts one vote on the site only if the stored nextVote is before `now`
   * (or there is none), and sets nextVote; null, and nothing changed, when the
   * site is still on cooldown.
   */
  countVote(uid: string, providerId: string, now: Date, nextVote: Date): Promise<VoteState | null>
}

export interface StorePort {
  /**
   * Runs `work` as one transaction: committed when it resolves, rolled back
   * when it throws. Correctness must not rest on a process-wide lock (the
   * conditional methods above carry it), though an in-memory adapter may use one.
   */
  transaction<T>(work: (tx: StoreTx) => Promise<T>): Promise<T>
}

// ---------------------------------------------------------------- game server

/** What the game server delivers to a character, identified for exactly-once delivery. */
export type Delivery = {
  /** Unique per delivery: delivering the same id twice delivers once. */
  deliveryId: string
  accountId: number
  characterId: number
} & ({ kind: 'points'; amount: number } | { kind: 'item'; itemId: number; count: number })

export type CreatedAccount =
  { ok: true; account: GameAccount } | { ok: false; reason: 'name-taken' }

export interface GameServerPort {
  /** The player's game accounts with their characters, by accountId ascending. */
  listAccounts(uid: string): Promise<GameAccount[]>
  /** Creates an account; names are unique across players, whatever their case. */
  createAccount(uid: string, name: string, password: string): Promise<CreatedAccount>
  /** Changes the password of the player's account of that name (any case); null when not theirs. */
  changePassword(uid: string, name: string, password: string): Promise<GameAccount | null>
  /**
   * Ownership: 'account' when the account is not the player's (or does not
   * exist), 'character' when the character is not on that account.
   */
  findTarget(
    uid: string,
    accountId: number,
    characterId: number,
  ): Promise<{ ok: true } | { ok: false; missing: 'account' | 'character' }>
  /**
   * Delivers to the character, online or not; exactly once per deliveryId.
   * Called inside the store transaction of the debit or the claim it belongs
   * to: an adapter on the same database writes through `tx` (its own store's
   * transaction) so that both commit together; one elsewhere keeps the
   * deliveryId to deliver once. Throwing rolls the debit or the claim back.
   */
  deliver(delivery: Delivery, tx: StoreTx): Promise<void>
  /** Characters by level then playing time, best first. */
  ranking(): Promise<RankingCharacter[]>
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

// ---------------------------------------------------------------- all

export interface Ports {
  store: StorePort
  identity: IdentityPort
  gameServer: GameServerPort
  payments: PaymentsPort
  clock: ClockPort
}
