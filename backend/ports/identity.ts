import type { VersionedProfile } from './store/decided'

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

/**
 * `profile`: the caller's profile with its version, when the adapter read it beside the token's
 * check (the server does: docs/decisions/071); a route that needs it starts from it.
 */
export type IdentityCheck =
  { ok: true; caller: Caller; profile?: VersionedProfile } | { ok: false; message: string }

export interface IdentityPort {
  /**
   * Checks the Authorization header ('Bearer <token>' or null). Never throws for
   * a bad token: answers { ok: false, message } and the API answers 401. `strict` (the console,
   * and the calls that move money or change what the player owns): also refuses a token revoked
   * since it was made or the token of a disabled user. `operator` (the console's check, strict):
   * reads `admin` from the user's record as it is now rather than from the token.
   */
  verifyBearer(
    authorization: string | null,
    options?: { strict?: boolean; operator?: boolean },
  ): Promise<IdentityCheck>
  /**
   * Deletes the user from the identity service: his tokens stop being accepted and his address
   * may sign up again as a new user. A user already gone is not an error (idempotent).
   */
  deleteUser(uid: string): Promise<void>
}
