import { contract } from '@contract/index'
import { tsr } from '@ts-rest/serverless/fetch'
import {
  DEFAULT_STATUS,
  cachedGameRead,
  statusOf,
  type StatusSettings,
} from '../domain/server-status'
import type { Ports } from '../ports'

/**
 * The server's status, public and the same for everyone until the next read of the game: answered
 * with Cache-Control public for the seconds left (at least one, so that the instance's public cache
 * and an ETag serve it), as the ranking is (ranking.ts). The game is read once per ttl at most.
 */
export function statusRouter(
  { game, gameServers, store, clock }: Ports,
  settings: StatusSettings = DEFAULT_STATUS,
) {
  const gameRead = cachedGameRead(game, gameServers, clock, settings)
  const current = async (responseHeaders: Headers) => {
    const read = await gameRead()
    const left = Math.floor((read.at + settings.ttlMs - clock.now().getTime()) / 1000)
    responseHeaders.set('cache-control', `public, max-age=${Math.max(1, left)}`)
    return statusOf(read, store, settings)
  }
  return tsr.router(contract.status, {
    status: async (_args, { responseHeaders }) => ({
      status: 200,
      body: await current(responseHeaders),
    }),
    summary: async (_args, { responseHeaders }) => {
      const { state, online, incidents } = await current(responseHeaders)
      const open = incidents
        .filter((incident) => incident.state === 'open')
        .map(({ id, kind, title }) => ({ id, kind, title }))
      return { status: 200, body: { state, online, open } }
    },
  })
}
