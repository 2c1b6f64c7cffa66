export interface BackendSettings {
  /** Origin of the app, for checkout URLs when a request carries no Origin header. */
  appOrigin: string
  /**
   * Accept a well-formed token whose user is unknown here by creating the user
   * from its claims (tokens of the Firebase Auth Emulator).
   */
  acceptUnknownUsers: boolean
}

const settings: BackendSettings = {
  appOrigin: 'http://localhost:5173',
  acceptUnknownUsers: false,
}

export function configureBackend(next: Partial<BackendSettings>): void {
  Object.assign(settings, next)
}

export function backendSettings(): Readonly<BackendSettings> {
  return settings
}
