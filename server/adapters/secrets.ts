import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto'
import type { SecretsPort } from '@backend/ports'

/** The development key, refused in production (server/config.ts: TOTP_ENCRYPTION_KEY). */
export const DEV_SECOND_FACTOR_KEY = 'development-only-second-factor-key-not-secret'

/**
 * The second factor's cryptography on node:crypto (docs/decisions/059): AES-256-GCM for the
 * secrets and HMAC-SHA-256 for the digests, each with its own key derived from `key`
 * (TOTP_ENCRYPTION_KEY). Sealed: `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export function nodeSecrets(key: string): SecretsPort {
  const derive = (use: string) => createHash('sha256').update(`${use}:${key}`).digest()
  const sealKey = derive('seal')
  const digestKey = derive('digest')
  return {
    async seal(plain) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv)
      const text = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      const parts = [iv, cipher.getAuthTag(), text].map((b) => b.toString('base64url'))
      return `v1.${parts.join('.')}`
    },
    async open(sealed) {
      const [version, iv, tag, text] = sealed.split('.')
      if (version !== 'v1' || !iv || !tag || text === undefined) return null
      try {
        const decipher = createDecipheriv('aes-256-gcm', sealKey, Buffer.from(iv, 'base64url'))
        decipher.setAuthTag(Buffer.from(tag, 'base64url'))
        const plain = Buffer.concat([
          decipher.update(Buffer.from(text, 'base64url')),
          decipher.final(),
        ])
        return plain.toString('utf8')
      } catch {
        return null
      }
    },
    async digest(text) {
      return createHmac('sha256', digestKey).update(text).digest('hex')
    },
    random: (size) => new Uint8Array(randomBytes(size)),
  }
}
