import { contract } from '@contract/index'
import type { Ban } from '@contract/schemas'
import { inForce, banView, retryGameBlocks, syncGameBlock } from '../domain/bans'
import { actionOnce, type Applied, type Refused } from '../domain/console-action'
import { ADMIN_MESSAGES_OPS as M } from '../domain/operation-messages'
import { adminRoutes, personalRoutes } from '../http/context'
import type { Ports } from '../ports'

const routes = contract.operations

type BanAnswer = { status: 201; body: { ban: Ban; auditId: string } }

const refused = (
  status: Refused['status'],
  code: 'alreadyBanned' | 'notBanned' | 'banInPast',
): Refused => ({ ok: false, status, code, message: M[code] })

/**
 * Bans (docs/decisions/057): recorded in the portal first, then taken to the game (its accounts
 * blocked or unblocked) outside the transaction; a game that cannot be reached leaves the change
 * to retry, and the console shows it pending.
 */
export function banRoutes(ports: Ports) {
  const { store, clock } = ports
  const admin = adminRoutes(ports)

  /** The answer once the game was asked: the ban as it stands now. */
  async function afterGame(
    outcome: Awaited<ReturnType<typeof actionOnce<BanAnswer>>>,
    uid: string,
  ) {
    if (outcome.status !== 201) return outcome
    const body = outcome.body as BanAnswer['body']
    const row = await store.read((reads) => reads.bans.latest(uid))
    return {
      status: 201 as const,
      body: { ...body, ban: row ? banView(row, clock.now()) : body.ban },
    }
  }

  return {
    ban: admin(routes.ban, async ({ params, body, headers }, operator) => {
      const { uid } = params
      const until = body.until ? new Date(body.until).toISOString() : null
      const accounts = (await store.read((reads) => reads.links.accounts(uid))).map((a) =>
        a.name.toLowerCase(),
      )
      const outcome = await actionOnce<BanAnswer>(
        store,
        operator,
        { player: uid, key: headers['idempotency-key'], route: 'admin.ban', body },
        { action: 'player.ban', target: uid, reason: body.reason },
        async (tx): Promise<Applied<BanAnswer> | Refused> => {
          if (!(await tx.players.get(uid))) {
            return { ok: false, status: 404, code: 'unknownPlayer', message: 'Joueur introuvable.' }
          }
          const now = clock.now()
          if (until && new Date(until) <= now) return refused(400, 'banInPast')
          const latest = await tx.bans.latest(uid)
          if (inForce(latest, now)) return refused(409, 'alreadyBanned')
          // A ban past its end: lifted now (the game ended its block by itself, on its last day).
          if (latest && latest.liftedAt === null) {
            const lifted = await tx.bans.lift(uid)
            if (lifted) await tx.bans.setGameSynced(lifted.id, true)
          }
          const row = await tx.bans.insert({
            uid,
            reason: body.reason,
            until,
            by: operator.uid,
            byEmail: operator.email,
            accounts,
          })
          if (!row) return refused(409, 'alreadyBanned')
          return {
            ok: true,
            details: { banId: row.id, until, accounts: accounts.join(', ') },
            answer: async (auditId) => ({
              status: 201 as const,
              body: { ban: banView(row, now), auditId },
            }),
          }
        },
      )
      if (outcome.status === 201) {
        const row = await store.read((reads) => reads.bans.latest(uid))
        if (row && !row.gameSynced) await syncGameBlock(ports, row, operator)
      }
      return afterGame(outcome, uid)
    }),

    unban: admin(routes.unban, async ({ params, body, headers }, operator) => {
      const { uid } = params
      const outcome = await actionOnce<BanAnswer>(
        store,
        operator,
        { player: uid, key: headers['idempotency-key'], route: 'admin.unban', body },
        { action: 'player.unban', target: uid, reason: body.reason },
        async (tx): Promise<Applied<BanAnswer> | Refused> => {
          const lifted = await tx.bans.lift(uid)
          if (!lifted) return refused(409, 'notBanned')
          return {
            ok: true,
            details: { banId: lifted.id, accounts: lifted.accounts.join(', ') },
            answer: async (auditId) => ({
              status: 201 as const,
              body: { ban: banView(lifted, clock.now()), auditId },
            }),
          }
        },
      )
      if (outcome.status === 201) {
        const row = await store.read((reads) => reads.bans.latest(uid))
        if (row && !row.gameSynced) await syncGameBlock(ports, row, operator)
      }
      return afterGame(outcome, uid)
    }),

    playerBan: admin(routes.playerBan, async ({ params }) => {
      await retryGameBlocks(ports)
      const row = await store.read((reads) => reads.bans.latest(params.uid))
      return { status: 200, body: { ban: row ? banView(row, clock.now()) : null } }
    }),

    bans: admin(routes.bans, async () => {
      await retryGameBlocks(ports)
      const rows = await store.read((reads) => reads.bans.open(200))
      return { status: 200, body: { bans: rows.map((row) => banView(row, clock.now())) } }
    }),
  }
}

/** The signed-in player's own ban in force, for the notice on his pages. */
export function banNoticeRoutes({ store, identity, clock }: Ports) {
  const personal = personalRoutes(identity)
  return {
    get: personal(contract.banNotice.get, async (_args, caller) => {
      const row = await store.read((reads) => reads.bans.latest(caller.uid))
      const ban = row && inForce(row, clock.now()) ? { reason: row.reason, until: row.until } : null
      return { status: 200, body: { ban } }
    }),
  }
}
