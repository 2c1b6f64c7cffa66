import { contract } from '@contract/index'
import { GAME_ACCOUNT_RULE_WORDING, bodyBrokenRule } from '@contract/rules/game-account'
import {
  RequestValidationError,
  TsRestHttpError,
  TsRestResponse,
  createFetchHandler,
} from '@ts-rest/serverless/fetch'
import { CLIENT_IP_HEADER } from './client-ip'
import { DEFAULT_RANKING, type RankingSettings } from './ranking'
import { DEFAULT_LIMITS, RateLimitedError, rateLimitedBody, type LimitSettings } from './limits'
import { createApiRouter } from './router'
import { GameUnavailableError, type Ports } from './ports'
import { publicCache, type CachedAnswer } from './public-cache'
import { PINGBACK_PATH, handlePingback } from './vote-verification'
import { isDatabaseUnavailable, serviceUnavailableAnswer, unavailableReason } from './unavailable'
import { validationErrorBody } from './validation-error'

/** The answer of a call that needs the game's database while it cannot be reached (503). */
export const GAME_UNAVAILABLE_MESSAGE = 'game server unavailable'

export interface ApiHandler {
  (request: Request): Promise<Response>
  /**
   * For HTTP adapters, before they build a fetch Request: the fresh public answer of a GET of
   * `target` (path and query) this handler already gave, or null (public-cache.ts).
   */
  cached?: (target: string, ifNoneMatch: string | null | undefined) => CachedAnswer | null
}

/** Largest request body the API reads; a bigger one answers 413 unread. */
export const MAX_BODY_BYTES = 64 * 1024

/** Methods the API knows; any other (TRACE, CONNECT, made-up ones) answers 405. */
export const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
const KNOWN_METHODS = new Set<string>(API_METHODS)

function errorJson(status: number, message: string): Response {
  return Response.json({ message }, { status })
}

/**
 * For HTTP adapters (Node's http, a functions host) before they build a fetch
 * Request, which throws on TRACE or CONNECT and on an origin-less target: the
 * 4xx answer of a method or target no call accepts, or null to go on.
 */
export function rawRequestRefusal(method: string | undefined, target: string | undefined) {
  if (!method || !KNOWN_METHODS.has(method.toUpperCase())) {
    return errorJson(405, 'Method not allowed')
  }
  if (!target?.startsWith('/') || target.startsWith('//')) {
    return errorJson(400, 'Malformed request target')
  }
  return null
}

/** The answer to a body that passed MAX_BODY_BYTES, for adapters that read it themselves. */
export const bodyTooLargeAnswer = () => errorJson(413, 'Request body too large')

/** A request as an HTTP adapter received it (Node's http, a functions host), body already read. */
export interface RawRequest {
  method: string | undefined
  /** The request target: path and query. */
  target: string | undefined
  headers: Record<string, string | string[] | undefined>
  body?: Uint8Array<ArrayBuffer> | null
  /** The origin the fetch Request gets (the API reads only its path and query). */
  base: string
  /** The caller's address as the adapter determined it (backend/client-ip.ts), or null. */
  clientIp?: string | null
}

/**
 * For HTTP adapters: the fetch Request of a raw request, or the 4xx answer of
 * one the API must not read (unknown method, malformed target, body over 64 KB).
 * Repeated headers other than strings are left out, as fetch would join them.
 */
export function requestFromRaw(raw: RawRequest): Request | Response {
  const refused = rawRequestRefusal(raw.method, raw.target)
  if (refused) return refused
  if (raw.body && raw.body.byteLength > MAX_BODY_BYTES) return bodyTooLargeAnswer()
  let url: URL
  try {
    url = new URL(raw.target ?? '/', raw.base)
  } catch {
    return errorJson(400, 'Malformed request target')
  }
  const headers = new Headers()
  for (const [name, value] of Object.entries(raw.headers)) {
    if (typeof value === 'string') headers.set(name, value)
  }
  // Only the adapter says who calls: never a header the caller sent under that name.
  headers.delete(CLIENT_IP_HEADER)
  if (raw.clientIp) headers.set(CLIENT_IP_HEADER, raw.clientIp)
  const method = raw.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD' && raw.body && raw.body.byteLength > 0
  const request = new Request(url, { method, headers, body: hasBody ? raw.body : undefined })
  measured.add(request)
  return request
}

/**
 * Requests whose body an adapter already held to MAX_BODY_BYTES (requestFromRaw): the handler
 * does not read it again from a clone of the request.
 */
const measured = new WeakSet<Request>()

function errorHandler(error: unknown) {
  // A body that breaks a rule of the contract (contract/rules): the rule's own wording.
  if (error instanceof RequestValidationError && error.bodyError) {
    const rule = bodyBrokenRule(error.bodyError.issues)
    if (rule)
      return TsRestResponse.fromJson({ message: GAME_ACCOUNT_RULE_WORDING[rule] }, { status: 400 })
  }
  // Any other refusal of the contract: a French message naming the failing fields, not zod's issues.
  if (error instanceof RequestValidationError) {
    return TsRestResponse.fromJson(validationErrorBody(error), { status: 400 })
  }
  if (error instanceof TsRestHttpError) return undefined
  // A body that is not JSON, or a path with a broken %-escape: the request's fault.
  if (error instanceof SyntaxError) {
    return TsRestResponse.fromJson({ message: 'Request body is not valid JSON' }, { status: 400 })
  }
  if (error instanceof URIError) {
    return TsRestResponse.fromJson({ message: 'Malformed request target' }, { status: 400 })
  }
  if (error instanceof RateLimitedError) {
    return TsRestResponse.fromJson(rateLimitedBody(error.retryAfterS), {
      status: 429,
      headers: { 'retry-after': String(error.retryAfterS) },
    })
  }
  if (error instanceof GameUnavailableError) {
    return TsRestResponse.fromJson({ message: GAME_UNAVAILABLE_MESSAGE }, { status: 503 })
  }
  if (isDatabaseUnavailable(error)) {
    const { status, body, headers } = serviceUnavailableAnswer()
    console.error('[api] service unavailable:', unavailableReason(error))
    return TsRestResponse.fromJson(body, { status, headers })
  }
  console.error('[api] unexpected error', error)
  return TsRestResponse.fromJson({ message: 'Server Error' }, { status: 500 })
}

/** True when the body is larger than `limit` bytes (read from a clone, at most limit + 1 chunk). */
async function bodyTooLarge(request: Request, limit: number): Promise<boolean> {
  const declared = Number(request.headers.get('content-length') ?? '')
  if (Number.isFinite(declared) && declared > limit) return true
  if (!request.body) return false
  const reader = request.clone().body?.getReader()
  if (!reader) return false
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return false
    size += value.byteLength
    if (size > limit) {
      // Not awaited: a tee'd branch's cancel settles only once the other branch is cancelled too.
      reader.cancel().catch(() => undefined)
      return true
    }
  }
}

/**
 * For HTTP adapters that stream the body (Node's http): refuses the method or
 * target first, reads the body up to MAX_BODY_BYTES (413 past it, unread
 * further), then builds the Request as requestFromRaw() does.
 */
export async function requestFromStream(
  raw: Omit<RawRequest, 'body'>,
  stream: AsyncIterable<Uint8Array>,
): Promise<Request | Response> {
  const refused = rawRequestRefusal(raw.method, raw.target)
  if (refused) return refused
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of stream) {
    size += chunk.byteLength
    if (size > MAX_BODY_BYTES) return bodyTooLargeAnswer()
    chunks.push(chunk)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return requestFromRaw({ ...raw, body })
}

/** What writeResponse() needs of an HTTP adapter's response (Node's ServerResponse has it). */
export interface RawResponse {
  writeHead(status: number, headers: Record<string, string>): unknown
  end(body: Uint8Array | string): unknown
}

/** The headers of a cached answer with an adapter's own, merged once per pair (both are kept). */
const mergedHeaders = new WeakMap<object, WeakMap<object, Record<string, string>>>()
const NO_HEADERS: Record<string, string> = {}
const NO_BODY = new Uint8Array()

/** For HTTP adapters: writes an answer of the handler's cache, with the adapter's own headers. */
export function writeCachedAnswer(
  res: RawResponse,
  { status, headers, body }: CachedAnswer,
  extraHeaders: Record<string, string> = NO_HEADERS,
): void {
  let byExtra = mergedHeaders.get(headers)
  if (!byExtra) mergedHeaders.set(headers, (byExtra = new WeakMap()))
  let merged = byExtra.get(extraHeaders)
  if (!merged) byExtra.set(extraHeaders, (merged = { ...extraHeaders, ...headers }))
  res.writeHead(status, merged)
  res.end(body ?? NO_BODY)
}

/** For HTTP adapters: writes the API's answer, with the adapter's own headers (CORS) first. */
export async function writeResponse(
  res: RawResponse,
  response: Response,
  extraHeaders: Record<string, string> = {},
): Promise<void> {
  const headers: Record<string, string> = { ...extraHeaders }
  response.headers.forEach((value, name) => (headers[name] = value))
  res.writeHead(response.status, headers)
  // The router's JSON answers keep the text they were made from: written as it is, not read
  // back from the response's stream.
  const text = response instanceof TsRestResponse ? response.rawBody : null
  res.end(typeof text === 'string' ? text : new Uint8Array(await response.arrayBuffer()))
}

/**
 * The API as a fetch handler mounted under basePath ('/api' in the page, '' on
 * a server). Before the contract's router: unknown methods answer 405, bodies
 * over 64 KB answer 413, and a malformed target answers 400, never 5xx. Public
 * answers (a route's `Cache-Control: public, max-age=N`) are served again while
 * fresh, with an ETag, 304 to a matching If-None-Match (public-cache.ts).
 */
export function createApiHandler(
  ports: Ports,
  {
    basePath = '',
    ranking = DEFAULT_RANKING,
    limits = () => DEFAULT_LIMITS,
  }: {
    basePath?: string
    ranking?: RankingSettings
    /** The limits in force, read at each call (the embedded backend's may change while it runs). */
    limits?: () => LimitSettings
  } = {},
) {
  const handle = createFetchHandler(contract, createApiRouter(ports, { ranking, limits }), {
    basePath,
    responseValidation: true,
    errorHandler,
  }) as ApiHandler
  const cache = publicCache(ports.clock)

  const handler: ApiHandler = async (request: Request): Promise<Response> => {
    if (!KNOWN_METHODS.has(request.method.toUpperCase())) {
      return errorJson(405, 'Method not allowed')
    }
    if (!measured.has(request) && (await bodyTooLarge(request, MAX_BODY_BYTES))) {
      return bodyTooLargeAnswer()
    }
    const url = new URL(request.url)
    let path: string
    try {
      path = decodeURIComponent(url.pathname)
    } catch {
      return errorJson(400, 'Malformed request target')
    }
    // The ranking sites' callbacks: outside the contract (each site has its own format).
    const pingback = path.startsWith(basePath)
      ? PINGBACK_PATH.exec(path.slice(basePath.length))
      : null
    if (pingback?.[1]) {
      return handlePingback(ports, pingback[1], request, request.headers.get(CLIENT_IP_HEADER))
    }
    return cache.handle(request, `${url.pathname}${url.search}`, handle)
  }
  handler.cached = cache.lookup
  return handler
}
