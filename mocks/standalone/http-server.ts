import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { rawRequestRefusal, requestFromStream } from '@backend/http/raw-request'
import { createMockApiHandler } from '../api'
import { SIGN_IN_PATH, signInWithPasswordRest } from './identity-toolkit'

/** CORS open to any origin (reflected), for the dev server and any other client. */
function corsHeaders(request: IncomingMessage): Record<string, string> {
  return {
    'access-control-allow-origin': request.headers.origin ?? '*',
    'access-control-allow-methods': 'GET, POST, PUT, OPTIONS',
    'access-control-allow-headers': 'Authorization, Content-Type, Idempotency-Key',
    'access-control-max-age': '600',
    vary: 'Origin',
  }
}

/** The request as a fetch Request, or a 413 answer once the body passes the API's limit. */
async function toRequest(req: IncomingMessage, origin: string): Promise<Request | Response> {
  const raw = { method: req.method, target: req.url, headers: req.headers, base: origin }
  return requestFromStream(raw, req)
}

/**
 * Writes a fetch answer on Node's response, CORS headers first. The API server's writer
 * (server/http/bridge.ts, with its cached-answer path) is out of the mocks' reach: mocks import
 * backend/, never server/ (decision 046).
 */
async function writeResponse(
  res: ServerResponse,
  response: Response,
  cors: Record<string, string>,
): Promise<void> {
  const headers: Record<string, string> = { ...cors }
  response.headers.forEach((value, name) => (headers[name] = value))
  res.writeHead(response.status, headers)
  res.end(new Uint8Array(await response.arrayBuffer()))
}

export interface RunningServer {
  url: string
  close(): Promise<void>
}

/** The API at the paths of the contract (no prefix), plus the Firebase REST sign-in. */
export function startHttpServer({ port = 4010, host = '127.0.0.1' } = {}): Promise<RunningServer> {
  const api = createMockApiHandler({ basePath: '' })
  const answer = async (req: IncomingMessage): Promise<Response> => {
    const refused = rawRequestRefusal(req.method, req.url)
    if (refused) return refused
    const request = await toRequest(req, `http://${host}`)
    if (request instanceof Response) return request
    return new URL(request.url).pathname === SIGN_IN_PATH && request.method === 'POST'
      ? signInWithPasswordRest(request)
      : api(request)
  }
  const server = createServer((req, res) => {
    const cors = corsHeaders(req)
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end()
      return
    }
    void answer(req)
      .then((response) => writeResponse(res, response, cors))
      .catch(() =>
        writeResponse(res, Response.json({ message: 'Server Error' }, { status: 500 }), cors),
      )
  })
  // Node hands CONNECT to a 'connect' listener instead of the request handler.
  server.on('connect', (_req, socket) => {
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      const { port: actual } = server.address() as AddressInfo
      resolve({
        url: `http://${host}:${actual}`,
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}
