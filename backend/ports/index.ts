import type { ClockPort } from './clock'
import type { GamePort } from './game'
import type { GameServersPort } from './game-servers'
import type { IdentityPort } from './identity'
import type { RateLimitPort } from './limits'
import type { PaymentsPort } from './payments'
import type { StorePort } from './store'
import type { SecretsPort } from './secrets'
import type { VoteSiteApiPort } from './vote-sites'

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
  secrets: SecretsPort
}
