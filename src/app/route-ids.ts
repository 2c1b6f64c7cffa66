/** The ids of the guarded parents of the route table (src/app/router.tsx), read by whoever follows them. */

/** The sign-in pages' parent: the session's routing leaves it once signed in. */
export const GUEST_ONLY = 'guest-only'
/** The player's pages' parent: the navigation expects a player there; a visitor leaves it. */
export const SIGNED_IN = 'signed-in'
/** The console's pages' parent, under the player's pages: an operator's pages only. */
export const OPERATOR_ONLY = 'operator-only'
