import { VoteVerificationSchema, type VoteVerification } from '@contract/schemas'
import { z } from 'zod'
import type { Ports, VoteSite, VoteTokenRow } from '../ports'

export { VoteVerificationSchema, type VoteVerification }
export type VoteVerificationKind = VoteVerification['kind']
export type PullVerification = Extract<
  VoteVerification,
  { kind: 'serveur-prive' | 'top-serveurs' | 'liste-serveurs' }
>
export type PushVerification = Extract<VoteVerification, { kind: 'gtop100' | 'topg' }>

/** A stored verification (JSON of the database or the mock's record), or null when invalid. */
export function parseVerification(value: unknown): VoteVerification | null {
  const parsed = VoteVerificationSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

/** How long a site may take to answer a check before the vote is not confirmed this time. */
export const VOTE_SITE_TIMEOUT_MS = 3_000

/** The public API of each pull site, where a verification does not name another (a stand-in). */
export const SITE_API_BASES: Record<PullVerification['kind'], string> = {
  'serveur-prive': 'https://serveur-prive.net',
  'top-serveurs': 'https://api.top-serveurs.net',
  'liste-serveurs': 'https://www.liste-serveurs.fr',
}

/** gtop100's documented pingback addresses. */
export const GTOP100_PINGBACK_SOURCES = ['198.148.82.98', '198.148.82.99']

const isPush = (v: VoteVerification | null): v is PushVerification =>
  v?.kind === 'gtop100' || v?.kind === 'topg'

/** The parameter of a push site's vote link that it sends back with its callback. */
const REF_PARAMETER: Record<PushVerification['kind'], string> = {
  gtop100: 'pingUsername',
  topg: 'p_resp',
}

/** Where `{ref}` stands in a site link that places the per-vote parameter itself. */
const REF_PLACEHOLDER = '{ref}'

/** The site's link as the list shows it: without the per-vote placeholder. */
export function listedLink(site: VoteSite): string {
  return site.link.replaceAll(REF_PLACEHOLDER, '')
}

/**
 * The link of one vote: for a push site, the site's link carrying the vote's reference (in place
 * of `{ref}`, or as the site's parameter), which the site sends back with its callback.
 */
export function voteLinkOf(site: VoteSite, ref: string): string {
  if (!isPush(site.verification)) return listedLink(site)
  if (site.link.includes(REF_PLACEHOLDER)) {
    return site.link.replaceAll(REF_PLACEHOLDER, encodeURIComponent(ref))
  }
  const relative = site.link.startsWith('/')
  let url: URL
  try {
    url = new URL(site.link, 'http://portal.invalid')
  } catch {
    return site.link
  }
  url.searchParams.set(REF_PARAMETER[site.verification.kind], ref)
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.href
}

/** What asking a site came to: confirmed (with the site's next-vote time when it gave one), or not. */
export type Confirmation =
  | { confirmed: true; nextVote: Date | null }
  | { confirmed: false; reason: 'refused' | 'unreachable' | 'unexpected' | 'not-configured' }

const ServeurPriveAnswer = z.object({
  success: z.literal(true),
  data: z
    .object({
      voted_at: z.union([z.string(), z.number()]).nullish(),
      next_vote_seconds: z.number().nonnegative().nullish(),
    })
    .passthrough(),
})
const TopServeursAnswer = z.object({ code: z.literal(200) }).passthrough()
const ListeServeursAnswer = z.object({ success: z.literal(true) }).passthrough()

/** The check URL of a pull site for a voter's address. */
export function checkUrlOf(verification: PullVerification, ip: string): string {
  const base = (verification.apiBase ?? SITE_API_BASES[verification.kind]).replace(/\/+$/, '')
  const e = encodeURIComponent
  switch (verification.kind) {
    case 'serveur-prive':
      return `${base}/api/v1/servers/${e(verification.serverToken)}/votes/${e(ip)}`
    case 'top-serveurs':
      return `${base}/v1/votes/check-ip?server_token=${e(verification.serverToken)}&ip=${e(ip)}`
    case 'liste-serveurs':
      return `${base}/api/checkVote/${e(verification.serverId)}/${e(ip)}`
  }
}

/** A date the site gave: ISO text, 'YYYY-MM-DD hh:mm:ss' (UTC), or epoch seconds. */
function siteDate(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'number') return value > 1e12 ? value : value * 1000
  const parsed = Date.parse(
    /^\d{4}-\d\d-\d\d \d/.test(value) ? `${value.replace(' ', 'T')}Z` : value,
  )
  return Number.isFinite(parsed) ? parsed : null
}

/** A vote the site dates this long before the token is still this vote (clocks differ). */
const CLOCK_SKEW_MS = 60_000

/** Reads a pull site's answer: confirmed only on the documented positive answer. */
function readAnswer(
  verification: PullVerification,
  body: unknown,
  token: VoteTokenRow,
  now: Date,
): Confirmation | { confirmed: true; nextVote: Date | null; votedAt: number | null } {
  switch (verification.kind) {
    case 'serveur-prive': {
      const answer = ServeurPriveAnswer.safeParse(body)
      if (!answer.success) return { confirmed: false, reason: 'refused' }
      const votedAt = siteDate(answer.data.data.voted_at)
      if (votedAt !== null && votedAt < token.issuedAt - CLOCK_SKEW_MS) {
        return { confirmed: false, reason: 'refused' }
      }
      const wait = answer.data.data.next_vote_seconds
      const nextVote = wait ? new Date(now.getTime() + wait * 1000) : null
      return { confirmed: true, nextVote, votedAt }
    }
    case 'top-serveurs':
      return TopServeursAnswer.safeParse(body).success
        ? { confirmed: true, nextVote: null }
        : { confirmed: false, reason: 'refused' }
    case 'liste-serveurs':
      return ListeServeursAnswer.safeParse(body).success
        ? { confirmed: true, nextVote: null }
        : { confirmed: false, reason: 'refused' }
  }
}

/**
 * Whether the site confirms the vote of this token: a pull site is asked about the voter's
 * address (unreachable, slow or any unexpected answer: not confirmed); a push site's callback
 * must have arrived since the token was issued, for its reference or the voter's address.
 */
export async function confirmVote(
  { store, voteSiteApi }: Pick<Ports, 'store' | 'voteSiteApi'>,
  site: VoteSite,
  token: VoteTokenRow,
  now: Date,
): Promise<Confirmation> {
  const verification = site.verification
  if (!verification) return { confirmed: false, reason: 'not-configured' }
  if (verification.kind === 'none') return { confirmed: true, nextVote: null }
  if (isPush(verification)) {
    const found = await store.transaction((tx) =>
      tx.votes.claimPingback(
        site.id,
        { ref: token.ref, ip: token.ip },
        token.issuedAt,
        token.token,
      ),
    )
    return found ? { confirmed: true, nextVote: null } : { confirmed: false, reason: 'refused' }
  }
  if (!token.ip) return { confirmed: false, reason: 'unexpected' }
  let answer: { status: number; body: unknown }
  try {
    answer = await voteSiteApi.get(checkUrlOf(verification, token.ip))
  } catch {
    return { confirmed: false, reason: 'unreachable' }
  }
  if (answer.status < 200 || answer.status > 299) return { confirmed: false, reason: 'unexpected' }
  const read = readAnswer(verification, answer.body, token, now)
  if (!read.confirmed) return read
  return (await claimSiteVote(
    store,
    site,
    token,
    ('votedAt' in read ? read.votedAt : null) ?? now.getTime(),
  ))
    ? { confirmed: true, nextVote: read.nextVote }
    : { confirmed: false, reason: 'refused' }
}

/**
 * A pull site says only « this address voted »: its vote is recorded as the address's vote on
 * the site, and confirms one token, as a push site's callback without reference does.
 */
async function claimSiteVote(
  store: Ports['store'],
  site: VoteSite,
  token: VoteTokenRow,
  votedAt: number,
): Promise<boolean> {
  const ip = token.ip ?? ''
  return store.transaction(async (tx) => {
    await tx.votes.recordPingback(
      { siteId: site.id, ref: '', ip, receivedAt: votedAt },
      site.cooldownMs,
    )
    return tx.votes.claimPingback(
      site.id,
      { ref: '', ip },
      token.issuedAt - CLOCK_SKEW_MS,
      token.token,
    )
  })
}

// ---------------------------------------------------------------- the sites' callbacks

/** Where the push sites call back: `<API>/votes/pingback/<site id>`. */
export const PINGBACK_PATH = /^\/votes\/pingback\/([^/]+)\/?$/

/** The address as compared: an IPv4 address mapped in IPv6 as plain IPv4. */
export const normalIp = (ip: string) => ip.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1')

/** Equal strings, compared in a time that does not depend on where they differ. */
function sameSecret(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a)
  const y = new TextEncoder().encode(b)
  let diff = x.length ^ y.length
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0)
  return diff === 0
}

/** The callback's parameters: its query, and its body (form or JSON) when it has one. */
async function callbackParams(request: Request): Promise<Map<string, string>> {
  const params = new Map<string, string>()
  for (const [key, value] of new URL(request.url).searchParams) params.set(key, value)
  if (request.method !== 'POST') return params
  const type = request.headers.get('content-type') ?? ''
  const text = await request.text()
  if (type.includes('application/json')) {
    try {
      const body: unknown = JSON.parse(text)
      if (typeof body === 'object' && body !== null) {
        for (const [key, value] of Object.entries(body)) {
          if (typeof value === 'string' || typeof value === 'number') params.set(key, String(value))
        }
      }
    } catch {
      // Not JSON: no parameters from the body.
    }
  } else {
    for (const [key, value] of new URLSearchParams(text)) params.set(key, value)
  }
  return params
}

const answer = (status: number, message: string) => Response.json({ message }, { status })

/**
 * A push site's callback: checked (the site's address where it is documented or set, then its
 * key), then recorded once per site, reference and voter address (a repeated callback only moves
 * its time). gtop100 posts `pingbackkey`, `VoterIP`, `Successful` (0 when the vote counted) and
 * `pingUsername`; topg.org calls the registered URL (with our `key`) adding `p_resp` and `ip`.
 */
export async function handlePingback(
  { store, clock }: Pick<Ports, 'store' | 'clock'>,
  siteId: string,
  request: Request,
  callerIp: string | null,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'POST') {
    return answer(405, 'Method not allowed')
  }
  const site = await store.transaction(
    async (tx) => (await tx.votes.listSites()).find((s) => s.id === siteId) ?? null,
  )
  const verification = site?.verification ?? null
  if (!site || !isPush(verification)) return answer(404, 'unknown pingback site')
  const sources =
    verification.sources ?? (verification.kind === 'gtop100' ? GTOP100_PINGBACK_SOURCES : [])
  if (sources.length > 0 && !(callerIp && sources.map(normalIp).includes(normalIp(callerIp)))) {
    return answer(403, 'pingback source refused')
  }
  const params = await callbackParams(request)
  const fields =
    verification.kind === 'gtop100'
      ? { key: 'pingbackkey', ip: 'VoterIP', ref: 'pingUsername' }
      : { key: 'key', ip: 'ip', ref: 'p_resp' }
  if (!sameSecret(params.get(fields.key) ?? '', verification.pingbackKey)) {
    return answer(403, 'pingback key refused')
  }
  const ip = normalIp(params.get(fields.ip) ?? '')
  const ref = (params.get(fields.ref) ?? '').trim().slice(0, 100)
  if (!ip && !ref) return answer(400, 'pingback without voter')
  // gtop100 also reports votes it refused (already voted today...): nothing to record.
  if (verification.kind === 'gtop100' && params.get('Successful') !== '0') {
    return answer(200, 'vote not successful: ignored')
  }
  await store.transaction((tx) =>
    tx.votes.recordPingback(
      { siteId, ref, ip, receivedAt: clock.now().getTime() },
      site.cooldownMs,
    ),
  )
  return answer(200, 'vote recorded')
}
