import type { VoteSiteView } from '@contract/schemas'
import type { VoteVerification } from '../../domain/vote-verification'

/**
 * A voting site as the backend knows it (its cooldown and verification are not shown to
 * players). verification null: not configured (or unreadable), and no vote on it ever counts.
 */
export type VoteSite = Omit<VoteSiteView, 'votes' | 'nextVote'> & {
  cooldownMs: number
  verification: VoteVerification | null
}

/** A player's votes on one site. nextVote: ISO date. */
export type VoteState = Pick<VoteSiteView, 'votes' | 'nextVote'>

export interface VoteTokenRow {
  token: string
  uid: string
  providerId: string
  /** Epoch milliseconds. */
  issuedAt: number
  /** The player's address when the token was issued (what a pull site is asked about). */
  ip: string | null
  /** The vote's reference, carried by the vote link of a push site and sent back by it. */
  ref: string
}

/** A push site's callback: the voter's reference and address it sent, when it arrived (ms). */
export interface PingbackRow {
  siteId: string
  ref: string
  ip: string
  receivedAt: number
}

/** The outcome of consuming a vote token (see VotesStore.consumeToken). */
export type ConsumedToken =
  { status: 'consumed'; token: VoteTokenRow } | { status: 'unknown' } | { status: 'used' }

/** A token as found, without consuming it (see VotesReads.findToken). */
export type FoundToken =
  { status: 'found'; token: VoteTokenRow } | { status: 'unknown' } | { status: 'used' }

export interface VotesReads {
  /** The vote sites, in their order. */
  listSites(): Promise<VoteSite[]>
  /** The player's votes per site id (sites never voted on are absent). */
  states(uid: string): Promise<Record<string, VoteState>>
  /** The addresses his vote tokens were issued to, each with its latest time (ms), newest first. */
  addresses(uid: string): Promise<{ ip: string; at: number }[]>
  /** The token of `uid`, unchanged: 'unknown' for another player's, 'used' once consumed. */
  findToken(token: string, uid: string): Promise<FoundToken>
}

/** Vote sites, vote tokens, the sites' own votes (pingbacks) and the players' counts. */
export interface VotesStore extends VotesReads {
  /** Adds a vote site (last in the list) or changes the one with this id. */
  saveSite(site: VoteSite): Promise<void>
  insertToken(token: VoteTokenRow): Promise<void>
  /**
   * Marks the token used if it exists, belongs to `uid` and is unused, in one atomic step: of
   * concurrent calls with one token, exactly one is 'consumed'. Another player's token answers
   * 'unknown'.
   */
  consumeToken(token: string, uid: string): Promise<ConsumedToken>
  /**
   * Records a site's vote once per (siteId, ref, ip): a push site's callback, or a pull site's
   * confirmation. A repeated one only moves receivedAt forward, unless the vote already confirmed
   * a token: then it is that same vote while within `sameVoteMs` of it (the site's cooldown), and
   * a new vote, free again, after.
   */
  recordPingback(pingback: PingbackRow, sameVoteMs: number): Promise<void>
  /**
   * Takes one site vote, received at or after `since` (ms), for the token `token`: the one with
   * its reference, or one without reference from its address. True when one is taken (or this
   * token already took it); false when none is free. Of concurrent calls, one vote confirms one
   * token: two accounts behind one address never both count one vote.
   */
  claimPingback(
    siteId: string,
    vote: { ref: string; ip: string | null },
    since: number,
    token: string,
  ): Promise<boolean>
  /**
   * Counts one vote on the site only if the stored nextVote is before `now` (or there is none),
   * and sets nextVote; null, and nothing changed, when the site is still on cooldown.
   */
  count(uid: string, providerId: string, now: Date, nextVote: Date): Promise<VoteState | null>
}
