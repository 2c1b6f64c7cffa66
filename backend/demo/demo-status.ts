import type { Incident } from '@contract/schemas'
import type { PlayerCount } from '../ports'

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS

/** The demo characters in the world now, by characterId, with their channel (1 or 2). */
export const DEMO_ONLINE: readonly { characterId: number; channel: number }[] = [
  1, 2, 4, 5, 7, 9, 12, 15, 18, 22, 27, 33,
].map((characterId, i) => ({ characterId, channel: (i % 2) + 1 }))

/**
 * A day of the demo game's count log up to `now`, one row every five minutes (the game writes one a
 * minute; fewer keep the demo small): quiet at dawn, busiest in the evening, ending at the players
 * online now, the day's record (31) in the hour after 21:00 UTC.
 */
export function demoCountLog(now: Date): PlayerCount[] {
  const step = 5 * MINUTE_MS
  const end = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS
  const rows: PlayerCount[] = []
  for (let at = end - DAY_MS + step; at <= end; at += step) {
    const hour = new Date(at).getUTCHours() + new Date(at).getUTCMinutes() / 60
    const evening = Math.cos(((hour - 20) / 24) * 2 * Math.PI)
    const players = Math.round(14 + 12 * evening + (Math.floor(at / step) % 3))
    rows.push({ at: new Date(at).toISOString(), players: Math.floor(hour) === 21 ? 31 : players })
  }
  const last = rows.at(-1)
  if (last) last.players = DEMO_ONLINE.length
  return rows
}

/** One planned maintenance (tomorrow) and one incident closed yesterday. */
export function demoIncidents(now: Date): Omit<Incident, 'id'>[] {
  const day = (offset: number, hour: number) => {
    const date = new Date(now.getTime() + offset * DAY_MS)
    date.setUTCHours(hour, 0, 0, 0)
    return date.toISOString()
  }
  return [
    {
      kind: 'maintenance',
      title: 'Maintenance hebdomadaire',
      text: 'Redémarrage des serveurs et mise à jour du client.',
      state: 'planned',
      start: day(1, 6),
      end: day(1, 8),
    },
    {
      kind: 'incident',
      title: 'Connexions impossibles',
      text: 'Le serveur de connexion ne répondait plus. Il a été redémarré.',
      state: 'closed',
      start: day(-1, 18),
      end: day(-1, 19),
    },
  ]
}
