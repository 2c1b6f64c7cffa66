import type { ServerState } from '@contract/schemas'

/** The words of each state (never « hors ligne » for a state the portal cannot tell). */
export const STATE_LABELS: Record<ServerState, string> = {
  up: 'Serveur en ligne',
  down: 'Serveur hors ligne',
  unknown: 'État inconnu',
}

const players = (count: number) =>
  `${count.toLocaleString('fr-FR')} joueur${count > 1 ? 's' : ''} connecté${count > 1 ? 's' : ''}`

/** The landing page's line: « Serveur en ligne · 312 joueurs connectés ». */
export function statusLine(state: ServerState, online: number | null): string {
  if (state === 'up' && online !== null) return `${STATE_LABELS.up} · ${players(online)}`
  return STATE_LABELS[state]
}

/** « 14:05 » in the visitor's time zone. */
export const clock = (iso: string) =>
  new Date(iso).toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit' })

/** « 28/11 à 14:05 ». */
export const dayAndClock = (iso: string) =>
  `${new Date(iso).toLocaleDateString('fr-FR', { day: '2-digit', month: '2-digit' })} à ${clock(iso)}`

export { players as playersText }
