import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createMockApiHandler } from '../api'
import { SIGN_IN_PATH, signInWithPasswordRest } from './identity-toolkit'

/** CORS open to any origin (reflected), for the dev server and any other client. */
function corsHeaders(request: IncomingMessage): Record<string, string> {
  return {
    'access-control-allow-origin': request.headers.origin ?? '*',
    'access-control-allow-methods': 'GET, POST, PUT, OPTIONS',
    'access-control-allow-headers': 'Authorization, Content-Type',
    'access-control-max-age': '600',
    vary: 'Origin',
  }
}

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && chunks.length > 0
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  })
}

async function send(res: ServerResponse, response: Response, cors: Record<string, string>) {
  const headers: Record<string, string> = { ...cors }
  response.headers.forEach((value, name) => (headers[name] = value))
  res.writeHead(response.status, headers)
  res.end(Buffer.from(await response.arrayBuffer()))
}

export interface RunningServer {
  url: string
  close(): Promise<void>
}

/** The API at the paths of the contract (no prefix), plus the Firebase REST sign-in. */
export function startHttpServer({ port = 4010, host = '127.0.0.1' } = {}): Promise<RunningServer> {
  const api = createMockApiHandler({ basePath: '' })
  const server = createServer((req, res) => {
    const cors = corsHeaders(req)
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end()
      return
    }
    void toRequest(req, `http://${host}`)
      .then((request) =>
        new URL(request.url).pathname === SIGN_IN_PATH && request.method === 'POST'
          ? signInWithPasswordRest(request)
          : api(request),
      )
      .then((response) => send(res, response, cors))
      .catch(() => send(res, Response.json({ message: 'Server Error' }, { status: 500 }), cors))
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
