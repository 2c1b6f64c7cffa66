import type { SecretsPort } from '@backend/ports'

/** The embedded backend's fixed key: its data is a demo in the browser, never a secret. */
const DEMO_KEY = 'embedded-demo-second-factor-key'

const bytes = (text: string) => new TextEncoder().encode(text)
const b64 = (data: Uint8Array) => btoa(String.fromCharCode(...data))
const unb64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0))
const hex = (data: ArrayBuffer) =>
  [...new Uint8Array(data)].map((b) => b.toString(16).padStart(2, '0')).join('')

/**
 * The second factor's cryptography on WebCrypto (docs/decisions/059): AES-GCM and HMAC-SHA-256,
 * keys derived from a fixed demo key. Sealed: `v1.<iv>.<ciphertext and tag>`, base64.
 */
export function webCryptoSecrets(key = DEMO_KEY): SecretsPort {
  const derive = async (use: string) =>
    new Uint8Array(await crypto.subtle.digest('SHA-256', bytes(`${use}:${key}`)))
  const sealKey = derive('seal').then((raw) =>
    crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']),
  )
  const digestKey = derive('digest').then((raw) =>
    crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']),
  )
  return {
    async seal(plain) {
      const iv = crypto.getRandomValues(new Uint8Array(12))
      const text = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await sealKey, bytes(plain))
      return `v1.${b64(iv)}.${b64(new Uint8Array(text))}`
    },
    async open(sealed) {
      const [version, iv, text] = sealed.split('.')
      if (version !== 'v1' || !iv || !text) return null
      try {
        const plain = await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: unb64(iv) },
          await sealKey,
          unb64(text),
        )
        return new TextDecoder().decode(plain)
      } catch {
        return null
      }
    },
    async digest(text) {
      return hex(await crypto.subtle.sign('HMAC', await digestKey, bytes(text)))
    },
    random: (size) => crypto.getRandomValues(new Uint8Array(size)),
  }
}
