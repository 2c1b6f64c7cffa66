import type { ClockPort } from '../ports'

/**
 * Public answers kept as a shared cache in front of the API would keep them
 * (docs/decisions/036-the-api-at-a-games-size.md): a GET answered 200 with
 * `Cache-Control: public, max-age=N`, without `Vary` or `Set-Cookie`, is kept with an ETag and
 * served again while fresh (304 for a matching If-None-Match); every other answer goes through
 * untouched. What is public, and for how long, stays the route's decision.
 */

/** An answer from the cache, as an HTTP adapter writes it (no fetch Response needed). */
export interface CachedAnswer {
  status: 200 | 304
  headers: Record<string, string>
  /** The stored body (null for a 304). */
  body: Uint8Array<ArrayBuffer> | null
}

interface Entry {
  /** The route's own headers (content-type...), without its Cache-Control. */
  headers: Record<string, string>
  body: Uint8Array<ArrayBuffer>
  etag: string
  storedAt: number
  expiresAt: number
  /** The answers of the current second of max-age, made once for all its requests. */
  served: { maxAge: number; ok: CachedAnswer; notModified: CachedAnswer } | null
}

/** Public answers kept at most (their targets: the public GET routes, with their queries). */
export const PUBLIC_CACHE_ENTRIES = 64

const directive = (cacheControl: string, name: string) =>
  cacheControl
    .toLowerCase()
    .split(',')
    .map((part) => part.trim())
    .find((part) => part === name || part.startsWith(`${name}=`))

/** The seconds a response may be kept by everyone, or 0 when it is not a public answer. */
function publicMaxAge(response: Response): number {
  const cacheControl = response.headers.get('cache-control')
  if (response.status !== 200 || !cacheControl || !directive(cacheControl, 'public')) return 0
  if (response.headers.has('vary') || response.headers.has('set-cookie')) return 0
  if (directive(cacheControl, 'no-store') || directive(cacheControl, 'no-cache')) return 0
  if (directive(cacheControl, 'private')) return 0
  const maxAge = Number(directive(cacheControl, 'max-age')?.slice('max-age='.length))
  return Number.isInteger(maxAge) && maxAge > 0 ? maxAge : 0
}

/** Whether If-None-Match names this ETag (a list of tags, weak or strong, or `*`). */
export function namesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === etag)
}

/** A strong ETag of a body: the first 128 bits of its SHA-256 (Web Crypto: page and Node). */
async function etagOf(body: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body))
  return `"${Array.from(digest.subarray(0, 16), (b) => b.toString(16).padStart(2, '0')).join('')}"`
}

export interface PublicCache {
  /**
   * The fresh stored answer of a GET of `target` (path and query), or null: what an HTTP adapter
   * asks before it builds a fetch Request.
   */
  lookup(target: string, ifNoneMatch: string | null | undefined): CachedAnswer | null
  /**
   * A request through the cache: the stored answer while fresh; else `run` answers, and a public
   * answer is stored. Requests for a target known to be public that come while it is being
   * answered again wait for that one answer instead of running the route too.
   */
  handle(
    request: Request,
    target: string,
    run: (request: Request) => Promise<Response>,
  ): Promise<Response>
}

export function publicCache(clock: ClockPort, maxEntries = PUBLIC_CACHE_ENTRIES): PublicCache {
  /** Fresh and stale entries: a stale one still says that its target's answers are public. */
  const entries = new Map<string, Entry>()
  const refilling = new Map<string, Promise<Entry | null>>()

  const freshEntry = (target: string, now: number) => {
    const entry = entries.get(target)
    // A clock moved back (tests) makes an entry stale too: never kept longer than it said.
    return entry && now < entry.expiresAt && now >= entry.storedAt ? entry : null
  }

  function answerOf(entry: Entry, ifNoneMatch: string | null | undefined, now: number) {
    const maxAge = Math.max(0, Math.floor((entry.expiresAt - now) / 1000))
    if (entry.served?.maxAge !== maxAge) {
      const caching = { etag: entry.etag, 'cache-control': `public, max-age=${maxAge}` }
      const length = { 'content-length': String(entry.body.byteLength) }
      entry.served = {
        maxAge,
        ok: { status: 200, headers: { ...entry.headers, ...caching, ...length }, body: entry.body },
        notModified: { status: 304, headers: caching, body: null },
      }
    }
    return namesEtag(ifNoneMatch, entry.etag) ? entry.served.notModified : entry.served.ok
  }

  async function storable(response: Response, now: number): Promise<Entry | null> {
    const maxAge = publicMaxAge(response)
    if (maxAge === 0) return null
    const body = new Uint8Array(await response.arrayBuffer())
    const headers: Record<string, string> = {}
    response.headers.forEach((value, name) => {
      if (name !== 'cache-control' && name !== 'content-length') headers[name] = value
    })
    return {
      headers,
      body,
      etag: await etagOf(body),
      storedAt: now,
      expiresAt: now + maxAge * 1000,
      served: null,
    }
  }

  function keep(target: string, entry: Entry) {
    entries.delete(target)
    entries.set(target, entry)
    // The oldest first: the Map keeps insertion order.
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break
      entries.delete(oldest)
    }
  }

  const toResponse = ({ status, headers, body }: CachedAnswer) =>
    new Response(body, { status, headers })

  return {
    lookup(target, ifNoneMatch) {
      const now = clock.now().getTime()
      const entry = freshEntry(target, now)
      return entry ? answerOf(entry, ifNoneMatch, now) : null
    },

    async handle(request, target, run) {
      if (request.method !== 'GET') return run(request)
      const ifNoneMatch = request.headers.get('if-none-match')
      const now = clock.now().getTime()
      const fresh = freshEntry(target, now)
      if (fresh) return toResponse(answerOf(fresh, ifNoneMatch, now))
      const pending = refilling.get(target)
      if (pending) {
        const entry = await pending
        return entry
          ? toResponse(answerOf(entry, ifNoneMatch, clock.now().getTime()))
          : run(request)
      }
      const answered = run(request).then(async (response) => ({
        response,
        entry: await storable(response, clock.now().getTime()),
      }))
      // A target public before is answered again by one request for all that come meanwhile; any
      // other (a personal route) never waits for another request.
      const known = entries.has(target)
      if (known) {
        refilling.set(
          target,
          answered.then(
            ({ entry }) => entry,
            () => null,
          ),
        )
      }
      try {
        const { response, entry } = await answered
        if (!entry) return response
        keep(target, entry)
        return toResponse(answerOf(entry, ifNoneMatch, clock.now().getTime()))
      } finally {
        if (known) refilling.delete(target)
      }
    },
  }
}
