/**
 * Unsigned JWTs shaped like the Firebase Auth Emulator's: header
 * {"alg":"none","typ":"JWT"}, an empty signature ("header.payload.").
 */
export const MOCK_PROJECT_ID = 'demo-airflyff'
export const TOKEN_LIFETIME_S = 3600

export interface TokenClaims {
  user_id: string
  sub: string
  email?: string
  email_verified?: boolean
  name?: string
  picture?: string
  /** The custom claim of an operator of the console (Firebase: setCustomUserClaims). */
  admin?: boolean
  iat: number
  exp: number
  auth_time: number
  iss: string
  aud: string
  firebase: { sign_in_provider: string; identities: Record<string, string[]> }
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text)
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('')
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

function fromBase64Url(part: string): string {
  const base64 = part.replaceAll('-', '+').replaceAll('_', '/')
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
}

export function encodeToken(claims: TokenClaims): string {
  return `${toBase64Url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${toBase64Url(JSON.stringify(claims))}.`
}

/** The claims of a well-formed token (three parts, JSON payload with user_id and exp), else null. */
export function decodeToken(token: string): TokenClaims | null {
  const parts = token.split('.')
  if (parts.length !== 3 || !parts[0] || !parts[1]) return null
  try {
    const header = JSON.parse(fromBase64Url(parts[0])) as unknown
    const payload = JSON.parse(fromBase64Url(parts[1])) as Partial<TokenClaims> | null
    if (typeof header !== 'object' || header === null) return null
    if (typeof payload !== 'object' || payload === null) return null
    if (typeof payload.user_id !== 'string' || payload.user_id === '') return null
    if (typeof payload.exp !== 'number') return null
    return payload as TokenClaims
  } catch {
    return null
  }
}

interface TokenSubject {
  uid: string
  email: string
  emailVerified: boolean
  provider: 'password' | 'google.com'
  admin?: boolean
}

/** A fresh one-hour token for a user, as the emulator would issue it. */
export function createToken(user: TokenSubject, nowMs: number = Date.now()): string {
  const now = Math.floor(nowMs / 1000)
  return encodeToken({
    user_id: user.uid,
    sub: user.uid,
    email: user.email,
    email_verified: user.emailVerified,
    iat: now,
    exp: now + TOKEN_LIFETIME_S,
    auth_time: now,
    iss: `https://securetoken.google.com/${MOCK_PROJECT_ID}`,
    aud: MOCK_PROJECT_ID,
    firebase: { sign_in_provider: user.provider, identities: { email: [user.email] } },
    // Custom claims ride in the token, as Firebase puts them there.
    ...(user.admin ? { admin: true } : {}),
  })
}
