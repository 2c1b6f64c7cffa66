import { createHash } from 'node:crypto'

/** Verified ID tokens kept at most (the oldest dropped first): some 5 MB. */
export const VERIFIED_TOKENS_KEPT = 20_000

export interface VerifiedTokens<T> {
  /** What the token was verified as, while it has not expired; else null (verify it). */
  get(token: string): T | null
  /** Keeps what a token was verified as, until `until` (ms since the epoch: its `exp`). */
  keep(token: string, verified: T, until: number): void
}

/**
 * ID tokens already verified, kept until they expire (docs/decisions/036): the calls of one
 * session carry the same token for up to an hour, and its signature, audience, issuer and expiry
 * are checked once instead of at every call. A token cannot change: the same string verified
 * again gives the same claims until its `exp`, which every use checks against the clock. Whether
 * the user still exists is not this cache's concern: the profile check of every call is
 * (server/demo-seed.ts ensureProfile). Kept by the SHA-256 of the token, not the token itself.
 */
export function verifiedTokens<T>(
  max = VERIFIED_TOKENS_KEPT,
  now: () => number = () => Date.now(),
): VerifiedTokens<T> {
  const kept = new Map<string, { verified: T; until: number }>()
  const keyOf = (token: string) => createHash('sha256').update(token).digest('base64')
  return {
    get(token) {
      const key = keyOf(token)
      const entry = kept.get(key)
      if (!entry) return null
      if (now() < entry.until) return entry.verified
      kept.delete(key)
      return null
    },
    keep(token, verified, until) {
      if (until <= now()) return
      const key = keyOf(token)
      kept.delete(key)
      kept.set(key, { verified, until })
      for (const oldest of kept.keys()) {
        if (kept.size <= max) break
        kept.delete(oldest)
      }
    },
  }
}
