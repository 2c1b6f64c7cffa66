import type { Incident, PlayerCountPoint, ServerState, ServerStatus } from '@contract/schemas'
import type {
  ClockPort,
  CountLog,
  GamePort,
  GameServerCheck,
  GameServersPort,
  PlayerCount,
  StorePort,
} from '../ports'

/** How the status is read (docs/decisions/054-server-status.md). */
export interface StatusSettings {
  /** How long one read of the game is served, in milliseconds (one game read per ttl at most). */
  ttlMs: number
  /** A newest count-log row older than this means the game no longer writes it: down. */
  staleAfterMs: number
  /** The chart's period: one point (the highest count in it) per this many milliseconds. */
  bucketMs: number
  /** The day of « today's peak », in this time zone. */
  timeZone: string
}

export const DEFAULT_STATUS: StatusSettings = {
  ttlMs: 60_000,
  staleAfterMs: 3 * 60_000,
  bucketMs: 15 * 60_000,
  timeZone: 'Europe/Paris',
}

const DAY_MS = 24 * 60 * 60_000
/** Samples are kept this long (the chart needs one day; the record is kept anyway). */
export const SAMPLES_KEPT_MS = 8 * DAY_MS

/** What one read of the game and of the servers found. */
export interface GameRead {
  at: number
  reachable: boolean
  online: number | null
  /** null: the release has no count log (or the game was unreachable). */
  log: CountLog | null
  servers: GameServerCheck[]
}

/** The last midnight in `timeZone` before `now` (an hour off on the days clocks change). */
export function startOfDay(now: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(now)
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  const elapsed = ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000
  return new Date(now.getTime() - elapsed - now.getUTCMilliseconds())
}

/**
 * Up when every named port is open and the game still writes its count log; down when a port is
 * closed or the log went stale; unknown when the game's database cannot be read and no port says
 * otherwise. A database the portal cannot reach is not a game that is down.
 */
export function stateOf(read: GameRead, staleAfterMs: number): ServerState {
  const portsGiven = read.servers.length > 0
  const portsOpen = read.servers.every((server) => server.open)
  if (portsGiven && !portsOpen) return 'down'
  if (!read.reachable) return portsGiven ? 'up' : 'unknown'
  const newest = read.log?.newest ? Date.parse(read.log.newest) : null
  if (newest !== null && read.at - newest > staleAfterMs) return 'down'
  return 'up'
}

/** The highest count of each period, oldest first (the chart's points). */
export function buckets(rows: readonly PlayerCount[], bucketMs: number): PlayerCountPoint[] {
  const points = new Map<number, PlayerCountPoint>()
  for (const row of rows) {
    const start = Math.floor(Date.parse(row.at) / bucketMs) * bucketMs
    const point = points.get(start)
    if (!point || row.players > point.players) {
      points.set(start, { at: new Date(start).toISOString(), players: row.players })
    }
  }
  return [...points.entries()].sort(([a], [b]) => a - b).map(([, point]) => point)
}

const highest = (counts: readonly (PlayerCount | null)[]): PlayerCount | null =>
  counts.reduce<PlayerCount | null>(
    (best, count) => (count && (!best || count.players > best.players) ? count : best),
    null,
  )

/**
 * The game read at most once per ttl, whatever the traffic: the requests of the same minute share
 * one read (and wait for the one under way). A failed read is a finding (unreachable), not an error.
 */
export function cachedGameRead(
  game: GamePort,
  servers: GameServersPort,
  clock: ClockPort,
  settings: StatusSettings,
) {
  let last: GameRead | null = null
  let reading: Promise<GameRead> | null = null
  async function readNow(): Promise<GameRead> {
    const at = clock.now().getTime()
    const checks = servers.check().catch(() => [])
    try {
      const [online, log] = await Promise.all([
        game.playersOnline(),
        game.countLog(new Date(at - DAY_MS)),
      ])
      return { at, reachable: true, online, log, servers: await checks }
    } catch {
      return { at, reachable: false, online: null, log: null, servers: await checks }
    }
  }
  return function gameRead(): Promise<GameRead> {
    const now = clock.now().getTime()
    if (last && now >= last.at && now - last.at < settings.ttlMs) return Promise.resolve(last)
    reading ??= readNow()
      .then((read) => (last = read))
      .finally(() => {
        reading = null
      })
    return reading
  }
}

/** Shown on /statut: not closed, or closed within the last week. */
const shown = (incident: Incident, now: number) =>
  incident.state !== 'closed' || now - Date.parse(incident.end ?? incident.start) < 7 * DAY_MS

/** The whole status from one game read, the portal's samples when needed, and the incidents. */
export async function statusOf(
  read: GameRead,
  store: StorePort,
  settings: StatusSettings,
): Promise<ServerStatus> {
  const since = new Date(read.at - DAY_MS).toISOString()
  const fromSamples = read.reachable && read.log === null
  const [incidents, samples, sampleRecord] = await store.read(async (reads) =>
    Promise.all([
      reads.status.listIncidents(),
      fromSamples ? reads.status.samplesSince(since) : null,
      fromSamples ? reads.status.sampleRecord() : null,
    ]),
  )
  const rows = read.log?.rows ?? samples
  const now: PlayerCount | null =
    read.online === null ? null : { at: new Date(read.at).toISOString(), players: read.online }
  const dayStart = startOfDay(new Date(read.at), settings.timeZone).getTime()
  const today = (rows ?? []).filter((row) => Date.parse(row.at) >= dayStart)
  const newest = read.log?.newest ? Date.parse(read.log.newest) : null
  return {
    state: stateOf(read, settings.staleAfterMs),
    checkedAt: new Date(read.at).toISOString(),
    database: read.reachable ? 'reachable' : 'unreachable',
    countLogAgeSeconds: newest === null ? null : Math.max(0, Math.floor((read.at - newest) / 1000)),
    servers: read.servers,
    online: read.online,
    peakToday: rows ? highest([...today, now]) : null,
    record: read.reachable ? highest([read.log?.record ?? sampleRecord ?? null, now]) : null,
    history: rows ? buckets(rows, settings.bucketMs) : null,
    historySource: !rows ? null : read.log ? 'game' : 'samples',
    incidents: incidents.filter((incident) => shown(incident, read.at)),
  }
}

/**
 * One sample of the players online into the portal's store, for a game without a count log (the
 * worker's job, once a minute). Answers what it stored, or null when the game keeps its own log.
 */
export async function takeSample({
  game,
  store,
  clock,
}: {
  game: GamePort
  store: StorePort
  clock: ClockPort
}): Promise<PlayerCount | null> {
  if (await game.hasCountLog()) return null
  const players = await game.playersOnline()
  const now = clock.now().getTime()
  const sample = { at: new Date(Math.floor(now / 60_000) * 60_000).toISOString(), players }
  await store.transaction(async (tx) => {
    await tx.status.addSample(sample)
    await tx.status.pruneSamples(new Date(now - SAMPLES_KEPT_MS).toISOString())
  })
  return sample
}
