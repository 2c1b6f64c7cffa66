/** A vote is validated only once the player has been away this long (docs/features.md). */
export const VOTE_VALIDATION_DELAY_MS = 20_000

/**
 * A vote token can be validated for this long after it was issued: the sites' checks answer for
 * the votes of the last 90 minutes at most, and a player whose site did not confirm yet may try
 * again meanwhile.
 */
export const VOTE_TOKEN_LIFETIME_MS = 60 * 60_000

/** What the page says when the site has not confirmed a vote (a 202 to the validation). */
export const VOTE_UNCONFIRMED_NOTICE =
  'Vote non confirmé par le site\u00a0: réessayez dans quelques minutes'

/** Voting is allowed once the current time passes nextVote. */
export function canVote(nextVote: string, now: Date): boolean {
  return now.getTime() > Date.parse(nextVote)
}

/** Milliseconds left before the player may vote again (0 when allowed). */
export function timeUntilVote(nextVote: string, now: Date): number {
  return Math.max(0, Date.parse(nextVote) - now.getTime())
}

/** On return, a stored vote is validated when 20 s or more have passed since leaving. */
export function isVoteDue(storedAt: number, now: number): boolean {
  return now - storedAt >= VOTE_VALIDATION_DELAY_MS
}

/**
 * The vote links that are followed: absolute http(s) URLs, or a path of the portal itself (the
 * demo's mock vote site). Never javascript:, data: or any other scheme, and never a
 * scheme-relative `//host` (or `/\\host`, which browsers read the same way): it would leave
 * for a host that the link does not name with its scheme.
 */
export function isSafeLink(link: string): boolean {
  if (/^\/(?![/\\])/.test(link)) return true
  if (!/^https?:\/\/[^/\\\s]/i.test(link)) return false
  try {
    const { protocol } = new URL(link)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}
