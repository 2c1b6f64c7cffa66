import { and, asc, desc, eq, lt, sql } from 'drizzle-orm'
import type { PingbackRow, VoteSite, VoteState, VoteTokenRow, VotesStore } from '@backend/ports'
import { parseVerification } from '@backend/domain/vote-verification'
import { claimSiteVote, recordSiteVote } from '../vote-pingbacks'
import { voteSites, voteTokens, votes } from '../schema'
import type { Conn } from './sql'

/** Vote sites, tokens, pingbacks (server/db/vote-pingbacks.ts) and counts on PostgreSQL. */
export class SqlVotes implements VotesStore {
  constructor(private readonly db: Conn) {}

  async listSites() {
    return this.db
      .select({
        id: voteSites.id,
        name: voteSites.name,
        image: voteSites.image,
        link: voteSites.link,
        cooldownMs: voteSites.cooldownMs,
        verification: voteSites.verification,
      })
      .from(voteSites)
      .orderBy(asc(voteSites.position))
      .then((rows) =>
        rows.map((row) => ({ ...row, verification: parseVerification(row.verification) })),
      )
  }

  async saveSite(site: VoteSite) {
    const { id, name, image, link, cooldownMs, verification } = site
    const fields = { name, image, link, cooldownMs, verification }
    await this.db
      .insert(voteSites)
      .values({
        id,
        ...fields,
        position: sql`(select coalesce(max(position), -1) + 1 from vote_sites)`,
      })
      .onConflictDoUpdate({ target: voteSites.id, set: fields })
  }

  async addresses(uid: string) {
    const rows = await this.db
      .select({ ip: voteTokens.ip, at: sql<number>`max(${voteTokens.issuedAt})` })
      .from(voteTokens)
      .where(and(eq(voteTokens.uid, uid), sql`${voteTokens.ip} is not null`))
      .groupBy(voteTokens.ip)
      .orderBy(desc(sql`max(${voteTokens.issuedAt})`))
    return rows.map((row) => ({ ip: row.ip ?? '', at: Number(row.at) }))
  }

  async states(uid: string) {
    const rows = await this.db.select().from(votes).where(eq(votes.uid, uid))
    const states: Record<string, VoteState> = {}
    for (const row of rows) {
      states[row.providerId] = { votes: row.votes, nextVote: row.nextVote.toISOString() }
    }
    return states
  }

  async insertToken(token: VoteTokenRow) {
    await this.db.insert(voteTokens).values(token)
  }

  async consumeToken(token: string, uid: string) {
    const [consumed] = await this.db
      .update(voteTokens)
      .set({ used: true })
      .where(and(eq(voteTokens.token, token), eq(voteTokens.uid, uid), eq(voteTokens.used, false)))
      .returning({
        providerId: voteTokens.providerId,
        issuedAt: voteTokens.issuedAt,
        ip: voteTokens.ip,
        ref: voteTokens.ref,
      })
    if (consumed) return { status: 'consumed' as const, token: { token, uid, ...consumed } }
    const [known] = await this.db
      .select({ token: voteTokens.token })
      .from(voteTokens)
      .where(and(eq(voteTokens.token, token), eq(voteTokens.uid, uid)))
    return known ? { status: 'used' as const } : { status: 'unknown' as const }
  }

  async findToken(token: string, uid: string) {
    const [found] = await this.db
      .select()
      .from(voteTokens)
      .where(and(eq(voteTokens.token, token), eq(voteTokens.uid, uid)))
    if (!found) return { status: 'unknown' as const }
    if (found.used) return { status: 'used' as const }
    const { used: _used, ...row } = found
    return { status: 'found' as const, token: row }
  }

  async recordPingback(pingback: PingbackRow, sameVoteMs: number) {
    await recordSiteVote(this.db, pingback, sameVoteMs)
  }

  async claimPingback(
    siteId: string,
    vote: { ref: string; ip: string | null },
    since: number,
    token: string,
  ) {
    return claimSiteVote(this.db, siteId, vote, since, token)
  }

  async count(uid: string, providerId: string, now: Date, nextVote: Date) {
    const [counted] = await this.db
      .insert(votes)
      .values({ uid, providerId, votes: 1, nextVote })
      .onConflictDoUpdate({
        target: [votes.uid, votes.providerId],
        set: { votes: sql`${votes.votes} + 1`, nextVote },
        setWhere: lt(votes.nextVote, now),
      })
      .returning({ votes: votes.votes, nextVote: votes.nextVote })
    return counted ? { votes: counted.votes, nextVote: counted.nextVote.toISOString() } : null
  }
}
