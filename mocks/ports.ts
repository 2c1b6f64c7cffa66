import { DEMO_SALE, type Ports } from '@backend/ports'
import { embeddedGame } from './adapters/game'
import { mockGameServersPort } from './game-servers'
import { mockIdentity } from './adapters/identity'
import { mockRateLimits } from './adapters/rate-limits'
import { mockPayments } from './adapters/payments'
import { webCryptoSecrets } from './adapters/secrets'
import { memoryStore } from './adapters/store'
import { simulatedVoteSiteApi } from './vote-sites'

/**
 * The embedded backend's adapters: in-memory collections, mock tokens, the mock payment page, the
 * simulated voting sites, rate limits in memory.
 */
export const mockPorts: Ports = {
  store: memoryStore,
  identity: mockIdentity,
  game: embeddedGame,
  gameServers: mockGameServersPort,
  payments: mockPayments,
  voteSiteApi: simulatedVoteSiteApi,
  clock: { now: () => new Date() },
  limits: mockRateLimits,
  // The e-mails' links lead back to this page's portal.
  sale: {
    ...DEMO_SALE,
    siteOrigin: typeof location === 'undefined' ? DEMO_SALE.siteOrigin : location.origin,
  },
  secrets: webCryptoSecrets(),
}
