/**
 * The player's rights over his data (docs/decisions/031-account-erasure.md): closing the account
 * needs a sign-in of the last few minutes, as the identity service dates it (the ID token's
 * auth_time), so that a session left open is not enough to erase an account.
 */

/** How old the sign-in behind the request may be to close the account: five minutes. */
export const RECENT_SIGN_IN_MAX_AGE_S = 5 * 60

/** The answer to a closure asked without a recent sign-in (403), shown as it is. */
export const RECENT_SIGN_IN_REQUIRED =
  "Pour supprimer votre compte, confirmez d'abord votre mot de passe (connexion de moins de 5 minutes)."

/** True when a sign-in at `authTimeS` (epoch seconds; null when unknown) is recent at `now`. */
export function isRecentSignIn(authTimeS: number | null, now: Date): boolean {
  if (authTimeS === null || !Number.isFinite(authTimeS)) return false
  const ageS = now.getTime() / 1000 - authTimeS
  // A clock a few seconds ahead of the server's still counts as now.
  return ageS >= -60 && ageS <= RECENT_SIGN_IN_MAX_AGE_S
}
