import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type StandInBehaviour = 'confirms' | 'refuses' | 'times-out'

/**
 * A stand-in of serveur-prive.net's vote check (GET /api/v1/servers/<token>/votes/<ip>) on this
 * machine: it knows the votes it was told of, for its one server token, and can refuse them all
 * or never answer (the API's timeout then runs out).
 */
export interface VoteSiteStandIn {
  url: string
  serverToken: string
  /** A vote from this address, now. */
  voted(ip: string): void
  behave(behaviour: StandInBehaviour): void
  /** No votes, confirming again. */
  reset(): void
  /** Every check it was asked, as path. */
  asked: string[]
  close(): Promise<void>
}

export async function startServeurPriveStandIn(
  serverToken = 'demo-serveur-prive-token',
): Promise<VoteSiteStandIn> {
  const votes = new Map<string, number>()
  const asked: string[] = []
  let behaviour: StandInBehaviour = 'confirms'
  const server = createServer((req, res) => {
    const path = req.url ?? ''
    asked.push(path)
    if (behaviour === 'times-out') return // never answers
    const match = /^\/api\/v1\/servers\/([^/]+)\/votes\/([^/?]+)$/.exec(path)
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (!match || decodeURIComponent(match[1] ?? '') !== serverToken) {
      return send(404, { success: false, message: 'Serveur inconnu' })
    }
    const at = votes.get(decodeURIComponent(match[2] ?? ''))
    if (behaviour === 'refuses' || at === undefined) {
      return send(404, { success: false, message: 'Aucun vote' })
    }
    send(200, {
      success: true,
      data: { voted_at: new Date(at).toISOString(), next_vote_seconds: 5400 },
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    serverToken,
    voted: (ip) => void votes.set(ip, Date.now()),
    behave: (next) => void (behaviour = next),
    reset() {
      votes.clear()
      asked.length = 0
      behaviour = 'confirms'
    },
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
