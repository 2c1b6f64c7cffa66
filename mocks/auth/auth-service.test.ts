import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mockBackend } from '../controls'
import { resetDb } from '../db/seed'
import { authService as auth } from './auth-service'
import { decodeToken } from './jwt'

beforeEach(() => resetDb())

const code = (error: unknown) => (error as { code?: string }).code

describe('mock auth service', () => {
  it('signs in a demo user and issues an emulator-shaped token', async () => {
    const { user, token } = await auth.signInWithPassword('joueur@portail.test', 'Joueur123')
    expect(user).toEqual({
      uid: 'joueur',
      email: 'joueur@portail.test',
      emailVerified: true,
      displayName: 'Joueur',
      photoURL: null,
    })
    const [header, , signature] = token.split('.')
    expect(JSON.parse(atob(header ?? ''))).toEqual({ alg: 'none', typ: 'JWT' })
    expect(signature).toBe('')
    const claims = decodeToken(token)
    expect(claims).toMatchObject({
      user_id: 'joueur',
      sub: 'joueur',
      email_verified: true,
      iss: 'https://securetoken.google.com/demo-airflyff',
      aud: 'demo-airflyff',
      firebase: { sign_in_provider: 'password' },
    })
    expect((claims?.exp ?? 0) - (claims?.iat ?? 0)).toBe(3600)
  })

  it('answers auth/invalid-credential alike for a wrong password and an unknown email', async () => {
    for (const [email, password] of [
      ['joueur@portail.test', 'mauvais'],
      ['personne@portail.test', 'Joueur123'],
    ] as const) {
      await expect(auth.signInWithPassword(email, password)).rejects.toSatisfy(
        (e) => code(e) === 'auth/invalid-credential',
      )
    }
    await expect(auth.signInWithPassword('pas-un-email', 'x')).rejects.toSatisfy(
      (e) => code(e) === 'auth/invalid-email',
    )
  })

  it('signs up a new unverified user with an empty profile, once per email', async () => {
    await expect(auth.signUp('nouveau@portail.test', 'Abcdef1')).rejects.toSatisfy(
      (e) => code(e) === 'auth/email-already-in-use',
    )
    await expect(auth.signUp('court@portail.test', 'Ab1cd')).rejects.toSatisfy(
      (e) => code(e) === 'auth/weak-password',
    )
    const { user } = await auth.signUp('Recrue@Portail.test', 'Abcdef1')
    expect(user).toMatchObject({ email: 'recrue@portail.test', emailVerified: false })
    await expect(auth.signInWithPassword('recrue@portail.test', 'Abcdef1')).resolves.toBeDefined()
  })

  it('creates the Google identity verified on first use, the same user afterwards', async () => {
    const first = await auth.signInWithGoogle()
    expect(first.user).toMatchObject({ email: 'google.joueur@portail.test', emailVerified: true })
    expect(decodeToken(first.token)?.firebase.sign_in_provider).toBe('google.com')
    expect((await auth.signInWithGoogle('google.joueur@portail.test')).user.uid).toBe(
      first.user.uid,
    )
  })

  it('sends a reset mail only to an existing user, without saying so', async () => {
    await expect(auth.sendPasswordResetEmail('personne@portail.test')).resolves.toBeUndefined()
    expect(auth.listMailbox()).toEqual([])
    await auth.sendPasswordResetEmail('joueur@portail.test')
    expect(auth.listMailbox()).toMatchObject([{ to: 'joueur@portail.test', kind: 'reset' }])
  })

  it('verifies an email through the link of the verification mail, once', async () => {
    await auth.sendEmailVerification('nouveau')
    const [mail] = auth.listMailbox()
    expect(mail?.link).toMatch(/^\/__mock\/verify\?oobCode=\w+$/)
    const oobCode = new URLSearchParams(mail?.link.split('?')[1]).get('oobCode') ?? ''
    expect((await auth.applyActionCode(oobCode)).emailVerified).toBe(true)
    expect(auth.getUser('nouveau')?.emailVerified).toBe(true)
    await expect(auth.applyActionCode(oobCode)).rejects.toSatisfy(
      (e) => code(e) === 'auth/invalid-action-code',
    )
  })
})

describe('sign-in past its limit', () => {
  afterEach(() => {
    mockBackend.limits.restoreDefaults()
    mockBackend.limits.clearCounters()
  })

  it('answers auth/too-many-requests with the wait, whatever the password, per address typed', async () => {
    mockBackend.limits.set('signIn', { perPlayer: 2, perIp: 100, windowS: 60 })
    await expect(auth.signInWithPassword('joueur@portail.test', 'faux')).rejects.toBeDefined()
    await expect(auth.signInWithPassword('JOUEUR@portail.test', 'Joueur123')).resolves.toBeDefined()
    const refusal = await auth
      .signInWithPassword('joueur@portail.test', 'Joueur123')
      .catch((e) => e)
    expect(code(refusal)).toBe('auth/too-many-requests')
    expect((refusal as { retryAfterS: number }).retryAfterS).toBeGreaterThan(0)
    expect((refusal as { retryAfterS: number }).retryAfterS).toBeLessThanOrEqual(60)
    // Another address typed is not held back.
    await expect(
      auth.signInWithPassword('nouveau@portail.test', 'Nouveau123'),
    ).resolves.toBeDefined()
  })
})
