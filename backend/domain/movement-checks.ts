import { inForce } from './bans'
import { bannedMessage } from './operation-messages'
import { findTarget, type Target } from './game-accounts'
import type { Ports } from '../ports'

/**
 * The checks of a transfer or a claim before its transaction, in the order they answer: a ban in
 * force (403, docs/decisions/057), then the account and character (404, findTarget). The ban and
 * the player's links are read together (one wait on the store), the game only for a player not
 * banned.
 */
export async function checkMovement(
  ports: Pick<Ports, 'store' | 'game' | 'clock'>,
  uid: string,
  accountId: number,
  characterId: number,
): Promise<{ status: 403; body: { message: string } } | Target> {
  const [ban, linked] = await ports.store.read((reads) =>
    Promise.all([reads.bans.latest(uid), reads.links.accounts(uid)]),
  )
  if (ban && inForce(ban, ports.clock.now())) {
    return { status: 403, body: { message: bannedMessage(ban) } }
  }
  return findTarget(ports, uid, accountId, characterId, linked)
}
