/** A vote is validated only once the player has been away this long (spec section 9). */
export const VOTE_VALIDATION_DELAY_MS = 20_000

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

/** Only http(s) vote links are followed: never javascript:, data: or anything else. */
export function isSafeLink(link: string): boolean {
  try {
    const url = new URL(link, 'http://base.invalid')
    return (url.protocol === 'http:' || url.protocol === 'https:') && /^(https?:)?\//i.test(link)
  } catch {
    return false
  }
}
