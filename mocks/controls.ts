import { DEFAULT_LIMITS, type ActionLimit, type LimitedAction } from '@backend/http/rate-limits'
import { mockRateLimits } from './adapters/rate-limits'
import { authService } from './auth/auth-service'
import { backendSettings, configureBackend } from './config'
import { listMailbox } from './auth/mailbox'
import {
  afterSaleOfSession,
  cancelCheckoutSession,
  failCheckoutSession,
  getCheckoutSession,
  payCheckoutSession,
} from './checkout'
import { COLLECTION_NAMES, db, type CollectionName } from './db/collections'
import { snapshotDb, storedDbProblem } from './db/persistence'
import { DEMO_GOOGLE_EMAIL, DEMO_USERS, resetDb } from './db/seed'
import { deleteCharacter, enterWorld } from './adapters/game'
import { setOnline } from './adapters/game-status'
import { mockGameServers } from './game-servers'
import { drainDeliveries } from './deliveries'
import { faultInjection } from './faults'
import { setVoteSiteLink } from './vote-controls'
import { SITE_BEHAVIOURS, simulatedSites } from './vote-sites'
import { memoryStore } from './adapters/store'

/** Read-only view of the database for the dev panel and the tests (copies, never live records). */
const dbInspector = {
  collections: COLLECTION_NAMES,
  snapshot: () => snapshotDb().collections,
  all: <N extends CollectionName>(name: N) => db[name].all().map((record) => ({ ...record })),
  count: (name: CollectionName) => db[name].count(),
}

/**
 * The rate limits in force (lowered by the tests and the dev panel to see a 429), and their
 * counters, which a reset of the demo data forgets as well.
 */
const limits = {
  current: () => backendSettings().limits,
  /** One call's limits, until restoreDefaults(). */
  set(action: LimitedAction, limit: ActionLimit): void {
    const current = backendSettings().limits
    configureBackend({ limits: { ...current, actions: { ...current.actions, [action]: limit } } })
  },
  setMaxGameAccounts(maxGameAccounts: number): void {
    configureBackend({ limits: { ...backendSettings().limits, maxGameAccounts } })
  },
  /** LOYALTY_CLAIM_CONSENT's stand-in (docs/decisions/064), until restoreDefaults(). */
  setLoyaltyClaimConsent(loyaltyClaimConsent: boolean): void {
    configureBackend({ limits: { ...backendSettings().limits, loyaltyClaimConsent } })
  },
  restoreDefaults: () => configureBackend({ limits: DEFAULT_LIMITS }),
  clearCounters: () => mockRateLimits.reset(),
}

/** Back to the demo data, with no call counted against the rate limits. */
function resetAll(): Promise<void> {
  mockRateLimits.reset()
  return resetDb()
}

/** Everything the app's dev panel and mock auth reach, through one dynamic import. */
export const mockBackend = {
  auth: authService,
  mailbox: {
    list: listMailbox,
    /** The portal's own e-mails (the mail outbox: confirmations, receipts), newest first. */
    outbox: () => memoryStore.read((reads) => reads.mail.recent(100)),
  },
  resetDb: resetAll,
  limits,
  faults: faultInjection,
  checkout: {
    get: getCheckoutSession,
    pay: payCheckoutSession,
    cancel: cancelCheckoutSession,
    /** A delayed payment method failed: nothing credited. */
    fail: failCheckoutSession,
    /** A refund, a dispute opened or closed, as the payment provider notifies them. */
    afterSale: afterSaleOfSession,
  },
  db: dbInspector,
  /** The stored database found unreadable (then replaced by the demo data), or null. */
  storedDbProblem,
  votes: {
    setProviderLink: setVoteSiteLink,
    /** The simulated voting sites: a vote cast on one, and whether each confirms, refuses or times out. */
    sites: {
      behaviours: SITE_BEHAVIOURS,
      behaviour: simulatedSites.behaviour,
      setBehaviour: simulatedSites.setBehaviour,
      vote: simulatedSites.vote,
    },
  },
  /** The embedded game: the unreachable fault, a character's login, the delivery queue. */
  game: {
    unreachable: () => faultInjection.gameUnreachable(),
    /** « Serveur de jeu injoignable »: deliveries wait; on its way back they go out. */
    setUnreachable(unreachable: boolean): Promise<void> {
      faultInjection.setGameUnreachable(unreachable)
      return unreachable ? Promise.resolve() : drainDeliveries()
    },
    /** The character logs into the game: it receives what was sent to it, and the portal reads it back. */
    async enterWorld(characterId: number): Promise<number> {
      const handed = await enterWorld(characterId)
      await drainDeliveries()
      return handed
    },
    /** The character is deleted in the game: what is still pending for it will fail. */
    deleteCharacter,
    /** Sends what is pending and reads back what was received, now (tests, the dev panel). */
    settle: drainDeliveries,
    /** The game's servers as the TCP checks find them: 'up', 'down' or 'unknown' (not checked). */
    servers: mockGameServers,
    /** A character enters the world on a channel, or leaves it (0). */
    setOnline,
  },
  demo: { users: Object.values(DEMO_USERS), googleEmail: DEMO_GOOGLE_EMAIL },
  /**
   * The Discord outbox: offline, messages are kept, never sent (docs/embedded-backend.md); the
   * newest first, with their channel, text and link.
   */
  discord: { messages: () => memoryStore.read((reads) => reads.discord.recent(100)) },
}
export type MockBackendControls = typeof mockBackend
