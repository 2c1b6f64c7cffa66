import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for Discord's webhook endpoint (POST /api/webhooks/:id/:token): it records
 * each post with the time it came, and answers what the test queued (`answers`, in order; then
 * 204, as Discord answers a webhook post without `?wait=true`). A 429 carries Discord's JSON
 * body with `retry_after` in seconds.
 */
export interface SeenPost {
  path: string
  at: number
  body: { content?: string; allowed_mentions?: unknown }
}

export type StandInAnswer =
  { status: 204 } | { status: 429; retryAfterS: number } | { status: number; body?: unknown }

const read = async (req: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString()
}

export async function startDiscordStandIn() {
  const posts: SeenPost[] = []
  const answers: StandInAnswer[] = []
  const server = createServer((req, res) => {
    void read(req).then((text) => {
      posts.push({ path: req.url ?? '', at: Date.now(), body: JSON.parse(text || '{}') })
      const answer = answers.shift() ?? { status: 204 }
      if (answer.status === 204) return res.writeHead(204).end()
      const body =
        'retryAfterS' in answer
          ? {
              message: 'You are being rate limited.',
              retry_after: answer.retryAfterS,
              global: false,
            }
          : (('body' in answer ? answer.body : undefined) ?? { message: 'error' })
      res.writeHead(answer.status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    /** A webhook URL of the stand-in, as Discord gives one per channel. */
    webhook: (name: string) => `http://127.0.0.1:${port}/api/webhooks/${name}/token`,
    posts,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
