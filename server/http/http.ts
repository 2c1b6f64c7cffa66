import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { clientIpOf } from '@backend/http/client-ip'
import { CORS_ALLOWED_HEADERS, CORS_ALLOWED_METHODS } from '@backend/http/contract-methods'
import { isDatabaseUnavailable, serviceUnavailableAnswer } from '@backend/http/unavailable'
import type { ApiHandler } from '@backend/http/handler'
import { requestFromStream } from '@backend/http/raw-request'
import { writeCachedAnswer, writeResponse } from './bridge'

export interface HttpOptions {
  handler: ApiHandler
  port: number
  host?: string
  /** WEB_ORIGINS: the web apps allowed by CORS; other origins' preflights answer 403. */
  webOrigins: readonly string[]
  /**
   * TRUST_PROXY_HOPS: how many proxies of the platform stand in front of this server; the
   * caller's address is then read from X-Forwarded-For as they wrote it (default 0: the
   * connection's peer, whatever the header says).
   */
  trustProxyHops?: number
  /** One JSON line per request (default: stdout, the lines of one turn of the event loop at once). */
  log?: (line: string) => void
  /**
   * SHUTDOWN_GRACE_S: how long close() waits for the requests in flight before it cuts their
   * connections (default 10 s).
   */
  shutdownGraceS?: number
}

export const DEFAULT_SHUTDOWN_GRACE_S = 10

/**
 * Lines to stdout, those of one turn of the event loop in one write (a loaded server answers
 * many requests a turn: one write instead of one a request). `flush` writes what is left.
 */
function stdoutLines() {
  let lines: string[] = []
  const flush = () => {
    if (lines.length === 0) return
    const text = `${lines.join('\n')}\n`
    lines = []
    process.stdout.write(text)
  }
  const log = (line: string) => {
    if (lines.length === 0) setImmediate(flush)
    lines.push(line)
  }
  return { log, flush }
}

/** No CORS headers: the answer to another origin, or to no origin. */
const NO_CORS: Record<string, string> = { vary: 'Origin' }

/**
 * The CORS headers of each allowed origin, made once (NO_CORS for another one); `Vary: Origin`
 * on every answer, so that a cache in front never gives one origin's public answer (the ranking)
 * to another.
 */
function corsByOrigin(origins: readonly string[]): Map<string, Record<string, string>> {
  return new Map(
    origins.map((origin) => [
      origin,
      {
        'access-control-allow-origin': origin,
        'access-control-allow-methods': CORS_ALLOWED_METHODS,
        'access-control-allow-headers': CORS_ALLOWED_HEADERS,
        'access-control-max-age': '600',
        vary: 'Origin',
      },
    ]),
  )
}

/** The Node request as a fetch Request, or the 4xx answer of one the API must not read. */
async function toRequest(req: IncomingMessage, trustedHops: number): Promise<Request | Response> {
  const raw = {
    method: req.method,
    target: req.url,
    headers: req.headers,
    base: 'http://api.invalid',
    clientIp: clientIpOf({
      peer: req.socket.remoteAddress,
      forwardedFor: req.headers['x-forwarded-for'],
      trustedHops,
    }),
  }
  return requestFromStream(raw, req)
}

/**
 * The answer to a call that threw outside the contract's router (the Stripe webhook, a vote
 * site's callback): 503 while the database cannot be reached (Stripe and the sites call again),
 * else 500.
 */
export function failureAnswer(error: unknown): Response {
  if (!isDatabaseUnavailable(error))
    return Response.json({ message: 'Server Error' }, { status: 500 })
  const { status, body, headers } = serviceUnavailableAnswer()
  return Response.json(body, { status, headers })
}

/** The path without its query string (which may carry anything): what the log shows. */
function logPath(target: string | undefined): string {
  return (target ?? '').split('?')[0]?.slice(0, 200) ?? ''
}

export interface RunningHttpServer {
  url: string
  /**
   * Stops taking connections, lets the requests in flight finish (their connections then
   * close), and cuts what still runs after the grace period.
   */
  close(): Promise<void>
}

/**
 * The API over Node's http: refuses what the API never reads (TRACE, CONNECT,
 * malformed target, body over 64 KB) before building a fetch Request, writes the
 * API's fresh public answers (handler.cached) without building one, answers
 * CORS only to the configured web origins, logs method, path, status and
 * duration (never headers or bodies: no token, no password).
 */
export function startHttpServer(options: HttpOptions): Promise<RunningHttpServer> {
  const allowed = corsByOrigin(options.webOrigins)
  const stdout = stdoutLines()
  const log = options.log ?? stdout.log
  const logLine = (req: IncomingMessage, status: number, started: number) =>
    log(
      JSON.stringify({
        time: new Date().toISOString(),
        method: req.method,
        path: logPath(req.url),
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      }),
    )
  // While closing, an answer ends its connection: no kept-alive connection left to wait for.
  let closing = false
  const closingCors = (cors: Record<string, string>) => ({ ...cors, connection: 'close' })
  const server = createServer((req, res) => {
    const started = performance.now()
    const origin = req.headers.origin
    const allowedCors = (origin && allowed.get(origin)) || NO_CORS
    const cors = closing ? closingCors(allowedCors) : allowedCors
    // A public answer the API gave already (the ranking): written without a fetch Request.
    const cached =
      req.method === 'GET' && req.url
        ? options.handler.cached?.(req.url, req.headers['if-none-match'])
        : null
    if (cached) {
      writeCachedAnswer(res, cached, cors)
      logLine(req, cached.status, started)
      return
    }
    res.on('finish', () => logLine(req, res.statusCode, started))
    if (req.method === 'OPTIONS') {
      if (origin && !allowed.has(origin)) res.writeHead(403).end()
      else res.writeHead(204, cors).end()
      return
    }
    void toRequest(req, options.trustProxyHops ?? 0)
      .then((request) => (request instanceof Response ? request : options.handler(request)))
      .then((response) => writeResponse(res, response, closing ? closingCors(cors) : cors))
      .catch((error: unknown) => writeResponse(res, failureAnswer(error), cors))
  })
  // Node hands CONNECT to a 'connect' listener instead of the request handler.
  server.on('connect', (_req, socket) => {
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
  })
  // Node's parser refuses a method it does not know (FOO, PROPFIND...) before any handler.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return
    const status =
      error.code === 'HPE_INVALID_METHOD' ? '405 Method Not Allowed' : '400 Bad Request'
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
  })
  const host = options.host ?? '127.0.0.1'
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, host, () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
        close: () =>
          new Promise((done) => {
            closing = true
            const graceMs = (options.shutdownGraceS ?? DEFAULT_SHUTDOWN_GRACE_S) * 1000
            const deadline = setTimeout(() => server.closeAllConnections(), graceMs)
            server.close(() => {
              clearTimeout(deadline)
              stdout.flush()
              done()
            })
            // Kept-alive connections with no request: closed now; the others once answered.
            server.closeIdleConnections()
          }),
      })
    })
  })
}
