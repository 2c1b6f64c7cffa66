/** A guild member's rank in the game (m_nMemberLv): 0 is the master. */
const RANKS = ['Maître', 'Bras droit', 'Capitaine', 'Soutien', 'Recrue'] as const

export const guildRankName = (rank: number): string => RANKS[rank] ?? RANKS[4]

/** Online, offline, or what the game does not say (never shown as offline). */
export function onlineText(online: boolean | null): string {
  if (online === null) return 'Inconnu'
  return online ? 'En ligne' : 'Hors ligne'
}

/** An average level with one decimal at most, « — » without members. */
export const averageText = (average: number | null) =>
  average === null ? '—' : average.toLocaleString('fr-FR', { maximumFractionDigits: 1 })
