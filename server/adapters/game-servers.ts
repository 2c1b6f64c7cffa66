import { connect } from 'node:net'
import type { GameServerCheck, GameServersPort } from '@backend/ports'

/** The game's servers to watch (docs/status.md): none when GAME_STATUS_HOST is unset. */
export interface GameServerSettings {
  servers: { name: string; host: string; port: number }[]
  timeoutMs: number
}

/** The stock ports a player's client connects to (reference on the game's database, 10.3). */
const STOCK_NAMES: Record<number, string> = {
  23000: 'Connexion',
  28000: 'Personnages',
  5400: 'Jeu',
}
export const STOCK_PORTS = '23000,28000,5400'

/**
 * GAME_STATUS_HOST (unset: ports not checked), GAME_STATUS_PORTS (a list of ports or name=port,
 * default the stock 23000, 28000 and 5400), GAME_STATUS_TIMEOUT_MS (default 1000). Throws,
 * naming the variable, on a bad value.
 */
export function gameServerSettingsFromEnv(env: NodeJS.ProcessEnv): GameServerSettings {
  const host = env.GAME_STATUS_HOST?.trim()
  const timeoutMs = Number(env.GAME_STATUS_TIMEOUT_MS || 1000)
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) {
    throw new Error('GAME_STATUS_TIMEOUT_MS: a positive number of milliseconds')
  }
  if (!host) return { servers: [], timeoutMs }
  const servers = (env.GAME_STATUS_PORTS || STOCK_PORTS).split(',').map((entry) => {
    const [named, given] = entry.includes('=') ? entry.split('=') : [undefined, entry]
    const port = Number(given?.trim())
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      throw new Error(`GAME_STATUS_PORTS: '${entry}' is not a port (1-65535) nor name=port`)
    }
    return { name: named?.trim() || STOCK_NAMES[port] || `Port ${port}`, host, port }
  })
  return { servers, timeoutMs }
}

/** Whether a TCP connection to host:port is accepted within the timeout (closed at once). */
export function portOpen(host: string, port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port })
    const done = (open: boolean) => {
      socket.destroy()
      resolve(open)
    }
    socket.setTimeout(timeoutMs, () => done(false))
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
  })
}

/** The game's servers checked by TCP connects, all at once. */
export function tcpGameServers({ servers, timeoutMs }: GameServerSettings): GameServersPort {
  return {
    check: () =>
      Promise.all(
        servers.map(async (server): Promise<GameServerCheck> => ({
          ...server,
          open: await portOpen(server.host, server.port, timeoutMs),
        })),
      ),
  }
}
