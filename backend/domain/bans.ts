import type { Ban } from '@contract/schemas'
import { lastDayOf } from './block-days'
import { bannedMessage } from './operation-messages'
import { GameUnavailableError, type BanRow, type Caller, type Ports } from '../ports'

/** Whether a ban is in force at `now`: not lifted, and its end (if any) not reached. */
export function inForce(ban: BanRow | null, now: Date): boolean {
  return !!ban && ban.liftedAt === null && (ban.until === null || new Date(ban.until) > now)
}

/** The contract's view of a ban. */
export function banView(row: BanRow, now: Date): Ban {
  const lifted = row.liftedAt !== null
  return {
    uid: row.uid,
    reason: row.reason,
    at: row.at,
    until: row.until,
    by: { uid: row.by, email: row.byEmail },
    active: inForce(row, now),
    accounts: row.accounts,
    gameBlock: lifted
      ? row.gameSynced
        ? 'lifted'
        : 'lift-pending'
      : row.gameSynced
        ? 'blocked'
        : 'pending',
  }
}

/**
 * The 403 a banned player gets when he tries to transfer, claim, vote, buy or link (docs/decisions/057),
 * or null when he is not banned.
 */
export async function bannedRefusal({ store, clock }: Pick<Ports, 'store' | 'clock'>, uid: string) {
  const ban = await store.read((reads) => reads.bans.latest(uid))
  if (!ban || !inForce(ban, clock.now())) return null
  return { status: 403 as const, body: { message: bannedMessage(ban) } }
}

const GAME_DOWN = 'Serveur de jeu injoignable\u00a0: le blocage sera réessayé.'

/**
 * Takes the ban's last change to the game (its block, or its unblock once lifted), outside any
 * transaction of the portal, and records whether the game took it, with a row of the audit log.
 * A game that cannot be reached leaves it to retry (retryGameBlocks). Answers whether it took it.
 */
export async function syncGameBlock(ports: Ports, row: BanRow, operator: Caller | null) {
  const { store, game } = ports
  const latest = await store.read((reads) => reads.bans.latest(row.uid))
  // Only the player's latest ban speaks for his accounts (an older one's retry never unblocks).
  if (!latest || latest.id !== row.id) return true
  const lifting = latest.liftedAt !== null
  let message: string | null = null
  try {
    if (lifting) await game.unblockAccounts(latest.accounts)
    else await game.blockAccounts(latest.accounts, lastDayOf(latest.until))
  } catch (error) {
    if (!(error instanceof GameUnavailableError)) throw error
    message = GAME_DOWN
  }
  // A retry that fails again writes nothing: the console already shows the block as pending.
  if (message && !operator) return false
  await store.transaction(async (tx) => {
    if (!message) await tx.bans.setGameSynced(latest.id, true)
    await tx.audit.append({
      operatorUid: operator?.uid ?? 'system',
      operatorEmail: operator?.email ?? null,
      action: lifting ? 'player.unban.game' : 'player.ban.game',
      target: latest.uid,
      reason: lifting ? 'Déblocage des comptes de jeu' : 'Blocage des comptes de jeu',
      result: message ? 'refused' : 'applied',
      message,
      details: { banId: latest.id, accounts: latest.accounts.join(', ') },
    })
  })
  return message === null
}

/**
 * Retries the game blocks and unblocks the game has not taken yet (docs/decisions/057): run by
 * the console's reads of bans, and by the worker's periodic job on the server.
 */
export async function retryGameBlocks(ports: Ports): Promise<number> {
  const due = (await ports.store.read((reads) => reads.bans.open(200))).filter((b) => !b.gameSynced)
  let taken = 0
  for (const ban of due) if (await syncGameBlock(ports, ban, null)) taken += 1
  return taken
}

/**
 * Ends the bans whose end has come (docs/decisions/060-alerts.md): each is lifted by the system,
 * in the audit log (`player.ban.end`), and its game accounts unblocked at once rather than at
 * the end of the game's last day; then the blocks and unblocks still due are retried. Run by the
 * worker's periodic job; safe to run twice at once (the end is a conditional write). Answers how
 * many bans it ended.
 */
export async function endBansAndRetry(ports: Ports): Promise<{ ended: number; taken: number }> {
  const now = ports.clock.now()
  const due = (await ports.store.read((reads) => reads.bans.open(200))).filter(
    (ban) => ban.liftedAt === null && ban.until !== null && new Date(ban.until) <= now,
  )
  let ended = 0
  for (const ban of due) {
    const row = await ports.store.transaction(async (tx) => {
      const lifted = await tx.bans.end(ban.id, now)
      if (lifted) {
        await tx.audit.append({
          operatorUid: 'system',
          operatorEmail: null,
          action: 'player.ban.end',
          target: lifted.uid,
          reason: 'Fin du bannissement',
          result: 'applied',
          message: null,
          details: { banId: lifted.id },
        })
      }
      return lifted
    })
    if (row) ended += 1
  }
  return { ended, taken: await retryGameBlocks(ports) }
}
