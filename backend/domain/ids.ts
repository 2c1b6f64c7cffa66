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
  const bytes = new TextEncoder().encode(parts.join('\u0000'))
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  return `${kind}:${Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('')}`
}
