/**
 * What an idempotency key's fingerprint keeps of a game account's password change
 * (docs/decisions/068): the account's name and a SHA-256 of the key and both passwords, never
 * the passwords themselves. A retry with the key sends the same body: the same digest.
 */
export async function passwordChangeFingerprint(
  key: string | undefined,
  { name, currentPassword, password }: { name: string; currentPassword: string; password: string },
): Promise<Record<string, string>> {
  const bytes = new TextEncoder().encode([key ?? '', currentPassword, password].join('\u0000'))
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  return { name, passwords: Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('') }
}
