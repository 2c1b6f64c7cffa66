import { contract } from '@contract/index'
import { GAME_ACCOUNT_RULE_WORDING, bodyBrokenRule } from '@contract/rules/game-account'
import {
  RequestValidationError,
  TsRestHttpError,
  TsRestResponse,
  createFetchHandler,
} from '@ts-rest/serverless/fetch'
import { CLIENT_IP_HEADER } from './client-ip'
import { DEFAULT_RANKING, type RankingSettings } from '../routes/ranking'
import {
  DEFAULT_LIMITS,
  RateLimitedError,
  rateLimitedBody,
  type LimitSettings,
} from './rate-limits'
import { createApiRouter } from '../routes/router'
import { GameUnavailableError, type Ports } from '../ports'
import { publicCache, type CachedAnswer } from './public-cache'
import { PINGBACK_PATH, handlePingback } from '../domain/vote-verification'
import { siteDocument } from './site-documents'
import { newsPage } from './news-page'
import type { NewsPageTemplates } from '@contract/rules/news-page'
import { isDatabaseUnavailable, serviceUnavailableAnswer, unavailableReason } from './unavailable'
import { validationErrorBody } from './validation-error'
import {
  KNOWN_METHODS,
  MAX_BODY_BYTES,
  bodyTooLargeAnswer,
  errorJson,
  isMeasured,
} from './raw-request'

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
    siteOrigin = 'https://airflyff.fr',
    newsPages = async () => null,
  }: {
    basePath?: string
    ranking?: RankingSettings
    /** The limits in force, read at each call (the embedded backend's may change while it runs). */
    limits?: () => LimitSettings
    /** The portal's public address: the links of the news feed and of the sitemap. */
    siteOrigin?: string
    /** The build's news item page (news-page.ts), null without one: no page served. */
    newsPages?: () => Promise<NewsPageTemplates | null>
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
    if (!isMeasured(request) && (await bodyTooLarge(request, MAX_BODY_BYTES))) {
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
    // The news feed and the sitemap (XML, outside the contract: site-documents.ts).
    const document = path.startsWith(basePath)
      ? siteDocument(ports, request.method, path.slice(basePath.length), siteOrigin)
      : null
    if (document) return document
    // A news item's page, for the hosting's rewrite of /actualites/* (news-page.ts).
    const page = path.startsWith(basePath)
      ? await newsPage(ports, request.method, path.slice(basePath.length), newsPages)
      : null
    if (page) return page
    return cache.handle(request, `${url.pathname}${url.search}`, handle)
  }
  handler.cached = cache.lookup
  return handler
}
