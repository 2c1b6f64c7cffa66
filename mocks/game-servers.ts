import type { GameServerCheck, GameServersPort } from '@backend/ports'
import { readJson, writeJson } from './storage'

/**
 * The embedded game's servers as a TCP check would find them, set by testers (dev tools, the
 * end-to-end tests): 'up' every port open, 'down' every port closed, 'unknown' no port given (not
 * checked). Stored like the faults, so that a state survives navigation.
 */
export type GameServersState = 'up' | 'down' | 'unknown'

export const GAME_SERVERS_STORAGE_KEY = 'airflyff.mock.game-servers'

/** The stock ports a player needs (docs/status.md). */
const SERVERS = [
  { name: 'Connexion', host: 'jeu.airflyff.test', port: 23000 },
  { name: 'Personnages', host: 'jeu.airflyff.test', port: 28000 },
  { name: 'Jeu', host: 'jeu.airflyff.test', port: 5400 },
] as const

let current: GameServersState = 'up'

export const mockGameServers = {
  state: (): GameServersState => current,
  setState(state: GameServersState): void {
    current = state
    writeJson(GAME_SERVERS_STORAGE_KEY, state)
  },
  /** Loads the stored state (browser start-up). */
  restore(): void {
    const stored = readJson(GAME_SERVERS_STORAGE_KEY)
    current = stored === 'down' || stored === 'unknown' ? stored : 'up'
  },
}

export const mockGameServersPort: GameServersPort = {
  async check(): Promise<GameServerCheck[]> {
    if (current === 'unknown') return []
    return SERVERS.map((server) => ({ ...server, open: current === 'up' }))
  },
}
