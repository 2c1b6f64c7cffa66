import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'

/** A random id for tokens and deliveries (Web Crypto: in the page and in Node). */
export function randomId(prefix = ''): string {
  return `${prefix}${crypto.randomUUID().replaceAll('-', '')}`
}

/**
 * The id of a delivery, the same for the same request (a retry with one idempotency key, one
 * reward in one month) and never longer than 70 characters, whatever the player's uid and key:
 * `<kind>:` and the SHA-256 of its parts. The game's marker keeps it (varchar(100)).
 */
export async function deliveryIdOf(kind: 'order' | 'claim', ...parts: string[]): Promise<string> {
  // In the thread: a few bytes hashed, where Web Crypto's digest goes through Node's thread pool.
  return `${kind}:${bytesToHex(sha256(new TextEncoder().encode(parts.join('\u0000'))))}`
}
