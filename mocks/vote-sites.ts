import { createApiHandler } from '@backend/http/handler'
import { CLIENT_IP_HEADER } from '@backend/http/client-ip'
import type { SiteAnswer, VoteSite, VoteSiteApiPort } from '@backend/ports'
import { SITE_API_BASES, parseVerification } from '@backend/domain/vote-verification'
import { delay } from 'msw'
import { db } from './db/collections'
import { mutate } from './db/mutate'
import { readJson, writeJson } from './storage'

/**
 * The ranking sites, simulated for the embedded backend (docs/votes.md): each keeps the votes
 * cast on it (the simulated voting page /__mock/vote/<site> casts them), answers the check API
 * of a pull site as the real one does, and calls back the backend for a push site. A tester or
 * a test makes a site refuse (it records no vote and says so) or time out (its API does not
 * answer, its callback never comes).
 */
export type SiteBehaviour = 'confirms' | 'refuses' | 'times-out'
export const SITE_BEHAVIOURS: readonly SiteBehaviour[] = ['confirms', 'refuses', 'times-out']

/** The player's address as the embedded backend sees it: its one simulated client. */
export const SIMULATED_CLIENT_IP = '127.0.0.1'

/** How long a simulated site that "does not answer" keeps the check before it fails. */
export const SIMULATED_TIMEOUT_MS = 1_000

/** A serveur-prive.net-like window: the votes of the last 90 minutes. */
const WINDOW_MS = 90 * 60_000

export const SITE_BEHAVIOURS_STORAGE_KEY = 'airflyff.mock.vote-sites'
const behaviours = new Map<string, SiteBehaviour>()

const isBehaviour = (value: unknown): value is SiteBehaviour =>
  SITE_BEHAVIOURS.includes(value as SiteBehaviour)

function sites(): VoteSite[] {
  return db.voteProviders
    .all()
    .map((record) => ({ ...record, verification: parseVerification(record.verification) }))
}

export const simulatedSites = {
  behaviour(siteId: string): SiteBehaviour {
    return behaviours.get(siteId) ?? 'confirms'
  },
  setBehaviour(siteId: string, behaviour: SiteBehaviour): void {
    if (!isBehaviour(behaviour)) throw new Error(`Unknown site behaviour: ${String(behaviour)}`)
    if (behaviour === 'confirms') behaviours.delete(siteId)
    else behaviours.set(siteId, behaviour)
    writeJson(SITE_BEHAVIOURS_STORAGE_KEY, Object.fromEntries(behaviours))
  },
  /** Every site back to confirming the votes cast on it. */
  clear(): void {
    behaviours.clear()
    writeJson(SITE_BEHAVIOURS_STORAGE_KEY, {})
  },
  /** Loads the stored behaviours (browser start-up). */
  restore(): void {
    behaviours.clear()
    const stored = readJson(SITE_BEHAVIOURS_STORAGE_KEY)
    if (typeof stored !== 'object' || stored === null) return
    for (const [id, behaviour] of Object.entries(stored)) {
      if (isBehaviour(behaviour)) behaviours.set(id, behaviour)
    }
  },

  /**
   * The player votes on the site's page (with the vote's reference from the link, and the
   * player's address): recorded unless the site refuses; a push site that confirms then calls
   * the backend back, as the real one would. Answers whether the site recorded the vote.
   */
  async vote(
    siteId: string,
    { ref = '', ip = SIMULATED_CLIENT_IP }: { ref?: string; ip?: string } = {},
  ): Promise<boolean> {
    const site = sites().find((s) => s.id === siteId)
    if (!site) return false
    const behaviour = simulatedSites.behaviour(siteId)
    if (behaviour === 'refuses') return false
    await mutate(() => db.siteVotes.create({ providerId: siteId, ip, ref, at: Date.now() }))
    const verification = site.verification
    if (behaviour !== 'confirms') return true
    if (verification?.kind === 'gtop100') {
      const form = new URLSearchParams({
        pingbackkey: verification.pingbackKey,
        VoterIP: ip,
        Successful: '0',
        Reason: '',
        pingUsername: ref,
      })
      await callBack(siteId, '', { method: 'POST', body: form })
    } else if (verification?.kind === 'topg') {
      const query = new URLSearchParams({ key: verification.pingbackKey, p_resp: ref, ip })
      await callBack(siteId, `?${query}`, { method: 'GET' })
    }
    return true
  },
}

/** The backend's callback route, reached from the simulated site (its address: this machine). */
let handler: ReturnType<typeof createApiHandler> | null = null
async function callBack(siteId: string, query: string, init: RequestInit) {
  const { mockPorts } = await import('./ports')
  handler ??= createApiHandler(mockPorts)
  const request = new Request(`http://embedded.invalid/votes/pingback/${siteId}${query}`, init)
  request.headers.set(CLIENT_IP_HEADER, SIMULATED_CLIENT_IP)
  const answer = await handler(request)
  if (!answer.ok) console.warn('[mock] vote site callback refused', answer.status)
}

/** A site's answer, as its API writes it. */
const json = (body: unknown, status = 200): SiteAnswer => ({ status, body })

function lastVote(siteId: string, ip: string, now: number) {
  return db.siteVotes
    .findMany((q) => q.where({ providerId: siteId, ip }))
    .filter((vote) => vote.at <= now && now - vote.at <= WINDOW_MS)
    .sort((a, b) => b.at - a.at)[0]
}

/**
 * The pull sites' check APIs, answered by the simulated sites: the site whose API base the URL
 * starts with, its server token or id checked, its votes of the voter's address read.
 */
export const simulatedVoteSiteApi: VoteSiteApiPort = {
  async get(url: string): Promise<SiteAnswer> {
    const now = Date.now()
    for (const site of sites()) {
      const v = site.verification
      if (v?.kind !== 'serveur-prive' && v?.kind !== 'top-serveurs' && v?.kind !== 'liste-serveurs')
        continue
      const base = (v.apiBase ?? SITE_API_BASES[v.kind]).replace(/\/+$/, '')
      if (!url.startsWith(`${base}/`)) continue
      const behaviour = simulatedSites.behaviour(site.id)
      if (behaviour === 'times-out') {
        await delay(SIMULATED_TIMEOUT_MS)
        throw new DOMException('The simulated site did not answer in time', 'TimeoutError')
      }
      // A refusing site knows of no vote.
      const recentVote = (id: string, ip: string, at: number) =>
        behaviour === 'refuses' ? undefined : lastVote(id, ip, at)
      const target = new URL(url)
      const segments = target.pathname.split('/').map(decodeURIComponent)
      if (v.kind === 'serveur-prive') {
        const [, , , , token, , ip = ''] = segments
        if (token !== v.serverToken) return json({ success: false, message: 'Unknown server' }, 404)
        const vote = recentVote(site.id, ip, now)
        if (!vote) return json({ success: false, message: 'No vote' }, 404)
        const wait = Math.max(0, Math.round((vote.at + WINDOW_MS - now) / 1000))
        return json({
          success: true,
          data: { voted_at: new Date(vote.at).toISOString(), next_vote_seconds: wait },
        })
      }
      if (v.kind === 'top-serveurs') {
        if (target.searchParams.get('server_token') !== v.serverToken) return json({ code: 401 })
        const voted = recentVote(site.id, target.searchParams.get('ip') ?? '', now)
        return json(voted ? { code: 200, success: true } : { code: 404, success: false })
      }
      const [, , , id, ip = ''] = segments
      if (id !== v.serverId) return json({ success: false })
      return json({ success: Boolean(recentVote(site.id, ip, now)) })
    }
    throw new TypeError(`no simulated site answers ${url}`)
  },
}
