import { type LimitSettings } from '@backend/http/rate-limits'
import type { DiscordMessageRow, MailRow } from '@backend/ports'
import type { MockAfterSale } from '@mocks/checkout'
import { type StandInBehaviour } from '../helpers/vote-site-stand-in'

/** The demo players every backend under test knows (see the README's demo data). */
export type DemoUid = 'joueur' | 'nouveau' | 'operateur' | 'operatrice'

/**
 * A backend the conformance suite runs against. It runs in the Vitest process
 * and reads the time from Date through its clock port, so that
 * vi.setSystemTime() moves it; its demo data is the embedded mock's.
 */
export interface RunningBackend {
  /** Where the contract's paths answer (no trailing slash). */
  baseUrl: string
  /** A valid bearer token of a demo player. */
  tokenFor(uid: DemoUid): Promise<string>
  /**
   * A new player signing up with this address (verified), as the identity service makes one:
   * his uid, and his tokens for a sign-in at `signedInAt` (default: now).
   */
  signUp(email: string): Promise<NewPlayer>
  /**
   * Where the portal's stored data still mentions any of `needles` (a uid, an email): the names
   * of the collections or tables, the payment provider's and the mailbox's stand-ins left out.
   */
  mentions(needles: readonly string[]): Promise<string[]>
  /** The ledger rows of a reference (a payment's session id) and that payment, as stored. */
  accountingOf(paymentId: string): Promise<{
    ledger: { uid: string; delta: number; kind: string }[]
    payment: { uid: string; points: number } | null
  }>
  /** That payment as recorded before receipts existed: its receipts removed (decision 064). */
  forgetReceipts(paymentId: string): Promise<void>
  /** A valid token of another operator (the `admin` claim), made for the test: a new user. */
  operatorToken(uid: string): Promise<string>
  /** Back to the demo data, at the current (possibly faked) date. */
  reset(): Promise<void>
  /**
   * Each stored player's balance beside the sum of their ledger rows, read
   * from the adapter's storage (an audit for tests, not an API route).
   */
  ledgerAudit(): Promise<{ uid: string; points: number; ledgerSum: number }[]>
  /** The Discord outbox, newest first (never sent here: no queue runs in the suite). */
  discordMessages(): Promise<DiscordMessageRow[]>
  /** The mail outbox, newest first (docs/decisions/061). */
  mails(): Promise<MailRow[]>
  /** The refunds asked of the payment provider (its stand-in), oldest first. */
  providerRefunds(): Promise<{ paymentIntent: string; amountCents: number; key: string }[]>
  /**
   * Completes the payment of a session opened by shop.checkout, as the payment provider would
   * (throws when it credited nothing: already paid).
   */
  completeCheckout(checkoutUrl: string): Promise<void>
  /** The session's delayed payment method failed, as the payment provider says it. */
  failCheckout(checkoutUrl: string): Promise<void>
  /**
   * A refund (cumulative share of the price, 0..1), a dispute opened or closed, on the paid
   * session, notified as the payment provider does (the Stripe webhook, signed, on the server).
   */
  afterSale(checkoutUrl: string, notice: MockAfterSale): Promise<void>
  /** The backend's game, as the tests see it from the outside. */
  game: {
    /** Sends what is pending and reads back receipts, as the delivery queue does, now. */
    settle(): Promise<void>
    /** The character enters the world: the game hands it what waits for it. */
    enterWorld(characterId: number): Promise<void>
    /** Every delivery row of the game's delivery table, with the delivery it belongs to. */
    rows(): Promise<{ deliveryId: string; characterId: number; count: number }[]>
    /** The character is deleted in the game. */
    deleteCharacter(characterId: number): Promise<void>
    /** A tool or a release deletes the character's delivery rows (the portal's markers stay). */
    deleteDeliveryRows(characterId: number): Promise<void>
    /** The game's database unreachable (every call fails as a lost connection) or back. */
    setReachable(reachable: boolean): void
    /** The named game accounts the game blocks today, read in the game itself (bans). */
    blocked(accounts: readonly string[]): Promise<Map<string, string | null>>
  }
  /**
   * The site that is asked (serveur-prive.net, 'serveurprive' in the demo): simulated by the
   * embedded backend, a local stand-in of its API for the server. Push sites need nothing: a test
   * calls their callback route itself, as the site would.
   */
  pullSite: {
    /** A vote from this address on the site, now. */
    voted(ip: string): Promise<void>
    behave(behaviour: StandInBehaviour): void
  }
  /** The address the backend sees the test's requests come from. */
  clientIp: string
  /** The rate limits and the cap of game accounts in force, until reset() (back to the defaults). */
  setLimits(limits: LimitSettings): void
  stop(): Promise<void>
}

export interface NewPlayer {
  uid: string
  token(signedInAt?: Date): Promise<string>
}

/** What each backend keeps for others than the portal: the payment provider, the mail. */
export const NOT_THE_PORTALS = new Set([
  'checkoutSessions',
  'mailbox',
  'siteVotes',
  'providerRefunds',
])

export interface BackendUnderTest {
  name: string
  start(): Promise<RunningBackend>
}

/** The session id at the end of a checkout URL. */
export const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop() ?? ''
