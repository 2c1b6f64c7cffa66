import { contract } from '@contract/index'
import { tsr } from '@ts-rest/serverless/fetch'
import { nameKey } from '../domain/guilds'
import { GameUnavailableError, type ClockPort, type Ports } from '../ports'

export interface WorldSettings {
  /** How many guilds the guild ranking shows. */
  guilds: number
  /** How long one read of the game is served, in milliseconds. */
  ttlMs: number
  /** How many names' answers are kept at most (the oldest read goes first). */
  names: number
}

export const DEFAULT_WORLD: WorldSettings = { guilds: 100, ttlMs: 60_000, names: 500 }

/** Longer names are no game name (CHARACTER_TBL varchar(32), GUILD_TBL up to 48). */
const LONGEST_NAME = 64

type Kept<T> = { value: T; at: number }

/** The path's name as typed: the router hands it still %-encoded (a broken escape stays as is). */
function decoded(name: string): string {
  try {
    return decodeURIComponent(name)
  } catch {
    return name
  }
}

/**
 * Reads of the game kept per key for a ttl, as the ranking's (backend/routes/ranking.ts): the
 * requests for a key share one read; while the game cannot be read, the last good answer is served
 * for another ttl; a failure with none is not kept.
 */
export function cachedReads<T>(
  clock: ClockPort,
  { ttlMs, names }: Pick<WorldSettings, 'ttlMs' | 'names'>,
  read: (key: string) => Promise<T>,
) {
  const kept = new Map<string, Kept<T>>()
  const reading = new Map<string, Promise<Kept<T>>>()
  const keep = (key: string, entry: Kept<T>) => {
    kept.delete(key)
    kept.set(key, entry)
    for (const oldest of kept.keys()) {
      if (kept.size <= names) break
      kept.delete(oldest)
    }
    return entry
  }
  return async function get(key: string): Promise<{ value: T; freshUntil: number }> {
    const now = clock.now().getTime()
    const last = kept.get(key)
    if (last && now - last.at < ttlMs && now >= last.at)
      return { value: last.value, freshUntil: last.at + ttlMs }
    let pending = reading.get(key)
    if (!pending) {
      pending = read(key)
        .then((value) => keep(key, { value, at: clock.now().getTime() }))
        .catch((error: unknown) => {
          const stale = kept.get(key)
          if (!(error instanceof GameUnavailableError) || !stale) throw error
          return keep(key, { value: stale.value, at: clock.now().getTime() })
        })
        .finally(() => reading.delete(key))
      reading.set(key, pending)
    }
    const entry = await pending
    return { value: entry.value, freshUntil: entry.at + ttlMs }
  }
}

/** The character and guild pages' reads: public answers for the seconds left until the next read. */
export function worldRouter({ game, clock }: Ports, settings: WorldSettings = DEFAULT_WORLD) {
  const characters = cachedReads(clock, settings, (key) => game.character(key))
  const guildSheets = cachedReads(clock, settings, (key) => game.guild(key))
  const ranking = cachedReads(clock, { ...settings, names: 1 }, () => game.guilds(settings.guilds))
  const publicFor = (freshUntil: number, headers: Headers) => {
    const maxAge = Math.floor((freshUntil - clock.now().getTime()) / 1000)
    headers.set('cache-control', `public, max-age=${Math.max(0, maxAge)}`)
  }
  const notFound = (what: string) => ({
    status: 404 as const,
    body: { message: `${what} introuvable.` },
  })
  const usable = (name: string) => nameKey(name).length > 0 && name.length <= LONGEST_NAME

  return tsr.router(contract.world, {
    character: async ({ params }, { responseHeaders }) => {
      const name = decoded(params.name)
      if (!usable(name)) return notFound('Personnage')
      const { value, freshUntil } = await characters(nameKey(name))
      publicFor(freshUntil, responseHeaders)
      return value ? { status: 200, body: value } : notFound('Personnage')
    },
    guilds: async (_args, { responseHeaders }) => {
      const { value, freshUntil } = await ranking('')
      publicFor(freshUntil, responseHeaders)
      return { status: 200, body: value }
    },
    guild: async ({ params }, { responseHeaders }) => {
      const name = decoded(params.name)
      if (!usable(name)) return notFound('Guilde')
      const { value, freshUntil } = await guildSheets(nameKey(name))
      publicFor(freshUntil, responseHeaders)
      return value ? { status: 200, body: value } : notFound('Guilde')
    },
  })
}
