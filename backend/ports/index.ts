import type { AlertSettings } from './alerts'
import type { ClockPort } from './clock'
import type { GamePort } from './game'
import type { GameServersPort } from './game-servers'
import type { IdentityPort } from './identity'
import type { RateLimitPort } from './limits'
import type { PaymentsPort } from './payments'
import type { StorePort } from './store'
import type { SecretsPort } from './secrets'
import type { VoteSiteApiPort } from './vote-sites'
import type { SaleSettings } from './sale'

/**
 * The ports of the shared backend: everything the API's behaviour needs from the outside world,
 * one file each (the store: one file per aggregate under store/). The embedded mock (mocks/) and
 * the production server (server/) each supply one adapter per port; the rules stay in backend/.
 * docs/decisions/006-shared-backend-and-ports.md says what each must guarantee.
 */

export type * from './clock'
export type * from './identity'
export * from './game'
export type * from './game-world'
export type * from './game-bans'
export type * from './game-status'
export type * from './game-servers'
export type * from './payments'
export type * from './vote-sites'
export type * from './limits'
export type * from './store'
export type * from './alerts'
export type * from './mail'
export * from './sale'
export type * from './secrets'

export interface Ports {
  store: StorePort
  identity: IdentityPort
  game: GamePort
  gameServers: GameServersPort
  payments: PaymentsPort
  voteSiteApi: VoteSiteApiPort
  clock: ClockPort
  limits: RateLimitPort
  /** The alerts' settings (default DEFAULT_ALERTS, backend/domain/alerts.ts). */
  alerts?: AlertSettings
  /** The seller's details for receipts and e-mails; absent: DEMO_SALE (tests, demo). */
  sale?: SaleSettings
  secrets: SecretsPort
}
