/**
 * The cryptography of the second factor (docs/decisions/059): backend/ has no Node built-ins, so
 * the server supplies node:crypto with TOTP_ENCRYPTION_KEY, the embedded backend WebCrypto.
 */
export interface SecretsPort {
  /** The secret encrypted for the store (authenticated: a changed value does not open). */
  seal(plain: string): Promise<string>
  /** The secret again, or null when it does not open with this key. */
  open(sealed: string): Promise<string | null>
  /** A keyed one-way digest (recovery codes, step-up credentials), hex. */
  digest(text: string): Promise<string>
  /** `size` random bytes from a cryptographic source. */
  random(size: number): Uint8Array
}
