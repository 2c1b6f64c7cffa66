import { sql } from 'drizzle-orm'
import type { PingbackRow } from '@backend/ports'
import type { Db } from './client'
import { votePingbacks } from './schema'
import type { DbTx } from './store/sql'

/**
 * VotesStore.recordPingback on PostgreSQL: one row per site, reference and address. A vote that
 * confirmed a token stays that vote within sameVoteMs (the site's cooldown); later, a new one,
 * free again.
 */
export async function recordSiteVote(db: Db | DbTx, pingback: PingbackRow, sameVoteMs: number) {
  const renewed = sql`(${votePingbacks.token} is null or excluded.received_at >= ${votePingbacks.receivedAt} + ${sameVoteMs})`
  await db
    .insert(votePingbacks)
    .values(pingback)
    .onConflictDoUpdate({
      target: [votePingbacks.siteId, votePingbacks.ref, votePingbacks.ip],
      set: {
        receivedAt: sql`case when ${renewed} then greatest(${votePingbacks.receivedAt}, excluded.received_at) else ${votePingbacks.receivedAt} end`,
        token: sql`case when ${renewed} then null else ${votePingbacks.token} end`,
      },
    })
}

/**
 * VotesStore.claimPingback on PostgreSQL: the row locked, then checked again, so that of two tokens
 * racing for one vote one takes it (the row this token already took first, then the oldest).
 */
export async function claimSiteVote(
  db: Db | DbTx,
  siteId: string,
  vote: { ref: string; ip: string | null },
  since: number,
  token: string,
): Promise<boolean> {
  const byRef = vote.ref ? sql`ref = ${vote.ref}` : sql`false`
  const byIp = vote.ip ? sql`(ref = '' and ip = ${vote.ip})` : sql`false`
  const result = await db.execute(
    sql`update vote_pingbacks set token = ${token}
         where (site_id, ref, ip) = (
           select site_id, ref, ip from vote_pingbacks
            where site_id = ${siteId} and received_at >= ${since}
              and (${byRef} or ${byIp})
              and (token is null or token = ${token})
            order by (token is null), received_at
            limit 1
            for update)
           and (token is null or token = ${token})
        returning token`,
  )
  return (result as unknown as { rows: unknown[] }).rows.length === 1
}
