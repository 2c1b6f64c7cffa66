import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { VersionedProfile } from '@backend/ports'
import { firebaseIdentity } from '@server/adapters/identity'
import {
  TEST_PROJECT_ID,
  emulatorToken,
  startAuthEmulatorDouble,
  type AuthEmulatorDouble,
} from './emulator-tokens'

/**
 * The caller's profile read beside the token's check (docs/decisions/071): answered with the
 * check only for the uid the token proved, only when it was read, and told to onCaller.
 */
let double: AuthEmulatorDouble
const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST

beforeAll(async () => {
  double = await startAuthEmulatorDouble()
  process.env.FIREBASE_AUTH_EMULATOR_HOST = double.host
})

afterAll(async () => {
  if (saved === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST
  else process.env.FIREBASE_AUTH_EMULATOR_HOST = saved
  await double?.close()
})

const stored = (uid: string): VersionedProfile => ({
  profile: { uid, points: 42, monthPoints: 5, month: '2026-11' },
  version: '731',
})

function identityWith(prefetch: (uid: string) => Promise<VersionedProfile | null>) {
  const told: (boolean | null)[] = []
  const identity = firebaseIdentity({
    projectId: TEST_PROJECT_ID,
    prefetch: vi.fn(prefetch),
    onCaller: async (_caller, _exists, known) => {
      told.push((await known) ?? null)
      return true
    },
  })
  return { identity, told }
}

const bearer = (uid: string, payload: Record<string, unknown> = {}) =>
  `Bearer ${emulatorToken({ uid, email: `${uid}@portail.test`, payload })}`

describe("the caller's profile read beside the token's check", () => {
  it('answers the profile of the uid the token proved, and tells onCaller it is known', async () => {
    const { identity, told } = identityWith(async (uid) => stored(uid))
    const check = await identity.verifyBearer(bearer('joueur-1'))
    expect(check).toMatchObject({ ok: true, caller: { uid: 'joueur-1' } })
    expect(check.ok && check.profile).toEqual(stored('joueur-1'))
    expect(told).toEqual([true])
  })

  it('answers none for a caller without a profile yet, and onCaller is told so', async () => {
    const { identity, told } = identityWith(async () => null)
    const check = await identity.verifyBearer(bearer('nouveau'))
    expect(check.ok).toBe(true)
    expect(check.ok && 'profile' in check).toBe(false)
    expect(told).toEqual([false])
  })

  it('answers none when the read failed, and onCaller reads it again', async () => {
    const { identity, told } = identityWith(async () => {
      throw new Error('connection lost')
    })
    const check = await identity.verifyBearer(bearer('joueur-2'))
    expect(check.ok).toBe(true)
    expect(check.ok && 'profile' in check).toBe(false)
    expect(told).toEqual([null])
  })

  it('answers nothing of the profile to a token refused', async () => {
    const { identity, told } = identityWith(async (uid) => stored(uid))
    const check = await identity.verifyBearer(bearer('joueur-3', { aud: 'another-project' }))
    expect(check).toEqual({ ok: false, message: expect.any(String) })
    expect(told).toEqual([])
  })
})
