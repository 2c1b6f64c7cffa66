import { describe, expect, it } from 'vitest'
import { openDatabase } from '@server/db/client'
import { runOperatorCommand } from '@server/jobs/operator-audit'
import { sqlStore } from '@server/db/store'
import {
  OPERATOR_USAGE,
  applyOperatorCommand,
  parseOperatorCommand,
  type OperatorDirectory,
} from '@server/adapters/operators'

/** firebase-admin's two calls, over users kept in memory (with Firebase's "no claims" = null). */
function directory(
  users: Record<string, { uid: string; customClaims?: Record<string, unknown> }>,
  revoked: string[] = [],
) {
  const auth: OperatorDirectory = {
    async revokeRefreshTokens(uid) {
      revoked.push(uid)
    },
    async getUserByEmail(email) {
      const user = users[email]
      if (!user) throw Object.assign(new Error('no user'), { code: 'auth/user-not-found' })
      return structuredClone(user)
    },
    async setCustomUserClaims(uid, claims) {
      const user = Object.values(users).find((u) => u.uid === uid)
      if (!user) throw new Error('no such uid')
      if (claims === null) delete user.customClaims
      else user.customClaims = structuredClone(claims)
    },
  }
  return auth
}

describe('npm run admin', () => {
  it('reads grant and revoke with one email, and nothing else', () => {
    expect(parseOperatorCommand(['grant', 'a@b.fr'])).toEqual({
      ok: true,
      command: { action: 'grant', email: 'a@b.fr' },
    })
    expect(parseOperatorCommand(['revoke', 'a@b.fr'])).toMatchObject({ ok: true })
    expect(parseOperatorCommand([])).toEqual({ ok: false, message: OPERATOR_USAGE })
    expect(parseOperatorCommand(['promote', 'a@b.fr'])).toEqual({
      ok: false,
      message: OPERATOR_USAGE,
    })
    expect(parseOperatorCommand(['grant'])).toEqual({ ok: false, message: OPERATOR_USAGE })
    expect(parseOperatorCommand(['grant', 'a@b.fr', 'x'])).toEqual({
      ok: false,
      message: OPERATOR_USAGE,
    })
    expect(parseOperatorCommand(['grant', 'nobody'])).toMatchObject({ ok: false })
  })

  it('grants the admin claim, keeping the other claims, and revokes it alone', async () => {
    const users = {
      'op@b.fr': { uid: 'u1', customClaims: { team: 'support' } as Record<string, unknown> },
    }
    const auth = directory(users)
    await applyOperatorCommand(auth, { action: 'grant', email: 'op@b.fr' })
    expect(users['op@b.fr'].customClaims).toEqual({ team: 'support', admin: true })
    await applyOperatorCommand(auth, { action: 'revoke', email: 'op@b.fr' })
    expect(users['op@b.fr'].customClaims).toEqual({ team: 'support' })
  })

  it('leaves no claims at all once the only one is revoked', async () => {
    const users: Record<string, { uid: string; customClaims?: Record<string, unknown> }> = {
      'op@b.fr': { uid: 'u1' },
    }
    const auth = directory(users)
    const granted = await applyOperatorCommand(auth, { action: 'grant', email: 'op@b.fr' })
    expect(granted).toContain('is now an operator')
    expect(users['op@b.fr']?.customClaims).toEqual({ admin: true })
    await applyOperatorCommand(auth, { action: 'revoke', email: 'op@b.fr' })
    expect(users['op@b.fr']?.customClaims).toBeUndefined()
  })

  it("revoke also revokes the user's refresh tokens, after the claim is gone; grant does not", async () => {
    const users = {
      'op@b.fr': { uid: 'u1', customClaims: { admin: true } as Record<string, unknown> },
    }
    const revoked: string[] = []
    const auth = directory(users, revoked)
    await applyOperatorCommand(auth, { action: 'grant', email: 'op@b.fr' })
    expect(revoked).toEqual([])
    const line = await applyOperatorCommand(auth, { action: 'revoke', email: 'op@b.fr' })
    expect(revoked).toEqual(['u1'])
    expect(users['op@b.fr'].customClaims).toBeUndefined()
    expect(line).toContain('sessions are revoked')
  })

  it('changes nothing for an unknown email', async () => {
    const users = { 'op@b.fr': { uid: 'u1' } }
    await expect(
      applyOperatorCommand(directory(users), { action: 'grant', email: 'x@b.fr' }),
    ).rejects.toMatchObject({ code: 'auth/user-not-found' })
    expect(users).toEqual({ 'op@b.fr': { uid: 'u1' } })
  })

  it('writes each grant and revoke in the audit log, and a failed one as refused (PGlite)', async () => {
    const database = await openDatabase({ url: undefined, pgliteDir: 'memory' })
    try {
      const store = sqlStore(database.db)
      const users = { 'op@b.fr': { uid: 'u1' } as { uid: string } }
      const auth = directory(users)
      await runOperatorCommand(auth, store, { action: 'grant', email: 'op@b.fr' }, 'alice')
      await runOperatorCommand(auth, store, { action: 'revoke', email: 'op@b.fr' }, 'alice')
      await expect(
        runOperatorCommand(auth, store, { action: 'grant', email: 'x@b.fr' }, 'bob'),
      ).rejects.toThrow()
      const log = await store.read((reads) =>
        reads.audit.list({ before: null, limit: 10, target: null }),
      )
      expect(
        log.map(({ operatorUid, action, target, result, details }) => ({
          operatorUid,
          action,
          target,
          result,
          details,
        })),
      ).toEqual([
        {
          operatorUid: 'cli:bob',
          action: 'operator.grant',
          target: null,
          result: 'refused',
          details: { email: 'x@b.fr' },
        },
        {
          operatorUid: 'cli:alice',
          action: 'operator.revoke',
          target: 'u1',
          result: 'applied',
          details: { email: 'op@b.fr' },
        },
        {
          operatorUid: 'cli:alice',
          action: 'operator.grant',
          target: 'u1',
          result: 'applied',
          details: { email: 'op@b.fr' },
        },
      ])
      // Each applied one is an alert on Discord's alerts channel, without the e-mail (decision 060).
      const alerts = await store.read((reads) => reads.discord.recent(10))
      expect(alerts.map(({ channel, content, link }) => ({ channel, content, link }))).toEqual([
        {
          channel: 'alerts',
          content: '🔑 Accès opérateur retiré (voir le journal).',
          link: '/admin/journal',
        },
        {
          channel: 'alerts',
          content: '🔑 Accès opérateur accordé (voir le journal).',
          link: '/admin/journal',
        },
      ])
    } finally {
      await database.close()
    }
  }, 60_000)

  it('reset-2fa removes the second factor, in the audit log; none left: refused (PGlite)', async () => {
    expect(parseOperatorCommand(['reset-2fa', 'op@b.fr'])).toMatchObject({ ok: true })
    const database = await openDatabase({ url: undefined, pgliteDir: 'memory' })
    try {
      const store = sqlStore(database.db)
      const auth = directory({ 'op@b.fr': { uid: 'u1' } })
      await store.transaction(async (tx) => {
        await tx.secondFactors.begin('u1', 'sealed')
        await tx.secondFactors.confirm('u1', 1, ['d'])
      })
      const command = { action: 'reset-2fa', email: 'op@b.fr' } as const
      expect(await runOperatorCommand(auth, store, command, 'alice')).toMatch(
        /second factor removed/,
      )
      expect(await store.read((reads) => reads.secondFactors.get('u1'))).toBeNull()
      expect(await runOperatorCommand(auth, store, command, 'alice')).toMatch(
        /has no second factor/,
      )
      const log = await store.read((reads) =>
        reads.audit.list({ before: null, limit: 10, target: 'u1' }),
      )
      expect(log.map(({ action, result }) => ({ action, result }))).toEqual([
        { action: 'second-factor.reset', result: 'refused' },
        { action: 'second-factor.reset', result: 'applied' },
      ])
    } finally {
      await database.close()
    }
  }, 60_000)
})
