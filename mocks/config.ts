import { DEFAULT_LIMITS, type LimitSettings } from '@backend/http/rate-limits'

export interface BackendSettings {
  /** Origin of the app, for checkout URLs when a request carries no Origin header. */
  appOrigin: string
  /**
   * Accept a well-formed token whose user is unknown here by creating the user
   * from its claims (tokens of the Firebase Auth Emulator).
   */
  acceptUnknownUsers: boolean
  /**
   * The rate limits and the cap of game accounts (backend/http/rate-limits.ts): the server's defaults,
   * which the tests and the dev panel may lower while the backend runs.
   */
  limits: LimitSettings
}

const settings: BackendSettings = {
  appOrigin: 'http://localhost:5173',
  acceptUnknownUsers: false,
  limits: DEFAULT_LIMITS,
}

export function configureBackend(next: Partial<BackendSettings>): void {
  Object.assign(settings, next)
}

export function backendSettings(): Readonly<BackendSettings> {
  return settings
}
