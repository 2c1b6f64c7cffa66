import type { PlayerMatch, PlayersStore } from '@backend/ports'
import { db } from '../../db/collections'
import { appendLedger } from '../../db/ledger'
import { eraseTraces, recordErasure } from '../erasure'
import type { MemoryUnit } from './unit'

/** Players on the collections: the console's search, and the erasure. */
export function memoryPlayers(unit: MemoryUnit): PlayersStore {
  return {
    async erase(uid, newId) {
      const profile = db.profiles.findFirst((q) => q.where({ uid }))
      unit.beforeWrite()
      // Recorded first: a second erasure, and later payments, follow the same erased id.
      const erasedId = await recordErasure(uid, newId)
      const rename = {
        data(record: { uid: string }) {
          record.uid = erasedId
        },
      }
      // Kept for the accounts, under an id that names nobody.
      await db.ledger.updateMany((q) => q.where({ uid }), rename)
      await db.payments.updateMany((q) => q.where({ uid }), rename)
      await db.claims.updateMany((q) => q.where({ uid }), rename)
      await db.deliveries.updateMany((q) => q.where({ uid }), rename)
      // Withdrawals and consents (decision 063): kept, the name and e-mail removed.
      await db.withdrawals.updateMany((q) => q.where({ uid }), {
        data(record) {
          Object.assign(record, { uid: erasedId, name: '', email: '' })
        },
      })
      await db.transferConsents.updateMany((q) => q.where({ uid }), rename)
      if (profile && profile.points > 0) {
        await appendLedger({ uid: erasedId, delta: -profile.points, kind: 'account-closed' })
      }
      const email = db.users.findFirst((q) => q.where({ uid }))?.email ?? null
      await eraseTraces(uid, erasedId, email)
      db.profiles.deleteMany((q) => q.where({ uid }))
      db.accountLinks.deleteMany((q) => q.where({ uid }))
      db.voteStates.deleteMany((q) => q.where({ uid }))
      db.voteTokens.deleteMany((q) => q.where({ uid }))
      db.idempotencyKeys.deleteMany((q) => q.where({ uid }))
    },

    async get(uid) {
      if (!db.profiles.findFirst((q) => q.where({ uid }))) return null
      return { uid, email: db.users.findFirst((q) => q.where({ uid }))?.email ?? null }
    },

    async search(text, limit) {
      const exact = text.trim()
      const needle = exact.toLowerCase()
      const owners = (match: (link: (typeof links)[number]) => boolean) =>
        new Set(links.filter(match).map((link) => link.uid))
      const links = db.accountLinks.all()
      const byAccount = owners((link) => link.name.toLowerCase() === needle)
      const byCharacter = owners((link) =>
        link.characters.some((c) => c.name.toLowerCase() === needle),
      )
      const found: PlayerMatch[] = []
      for (const { uid, points } of db.profiles.all()) {
        const email = db.users.findFirst((q) => q.where({ uid }))?.email ?? null
        const matchedBy =
          uid === exact
            ? 'uid'
            : email?.toLowerCase().includes(needle)
              ? 'email'
              : byAccount.has(uid)
                ? 'account'
                : byCharacter.has(uid)
                  ? 'character'
                  : null
        if (matchedBy) found.push({ uid, email, points, matchedBy })
      }
      return found.sort((a, b) => (a.email ?? '').localeCompare(b.email ?? '')).slice(0, limit)
    },
  }
}
