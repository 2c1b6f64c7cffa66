import { authService } from './auth/auth-service'
import { listMailbox } from './auth/mailbox'
import { cancelCheckoutSession, getCheckoutSession, payCheckoutSession } from './checkout'
import { COLLECTION_NAMES, db, type CollectionName } from './db/collections'
import { snapshotDb, storedDbProblem } from './db/persistence'
import { DEMO_GOOGLE_EMAIL, DEMO_USERS, resetDb } from './db/seed'
import { faultInjection } from './faults'
import { setVoteProviderLink } from './vote-admin'

/** Read-only view of the database for the dev panel and the tests (copies, never live records). */
const dbInspector = {
  collections: COLLECTION_NAMES,
  snapshot: () => snapshotDb().collections,
  all: (name: CollectionName) => snapshotDb().collections[name],
  count: (name: CollectionName) => db[name].count(),
}

/** Everything the app's dev panel and mock auth reach, through one dynamic import. */
export const mockBackend = {
  auth: authService,
  mailbox: { list: listMailbox },
  resetDb,
  faults: faultInjection,
  checkout: {
    get: getCheckoutSession,
    pay: payCheckoutSession,
    cancel: cancelCheckoutSession,
  },
  db: dbInspector,
  /** The stored database found unreadable (then replaced by the demo data), or null. */
  storedDbProblem,
  votes: { setProviderLink: setVoteProviderLink },
  demo: { users: Object.values(DEMO_USERS), googleEmail: DEMO_GOOGLE_EMAIL },
}
export type MockBackendAdmin = typeof mockBackend
