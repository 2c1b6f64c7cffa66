/** The French refusals of approvals, the undo and bans (docs/decisions/056 and 057). */
export const ADMIN_MESSAGES_OPS = {
  insufficient: (points: number, amount: number) =>
    `Solde insuffisant\u00a0: ce joueur a ${points} AirPoints, impossible d’en retirer ${amount}.`,
  unknownApproval: 'Demande d’approbation introuvable.',
  alreadyDecided: 'Cette demande a déjà été approuvée ou refusée par un autre opérateur.',
  ownRequest:
    'Vous ne pouvez pas approuver votre propre demande\u00a0: un autre opérateur doit le faire.',
  unknownAdjustment: 'Crédit ou débit introuvable pour ce joueur.',
  alreadyUndone: 'Ce crédit ou débit a déjà été annulé.',
  undoBelowZero: (points: number, amount: number) =>
    `Annulation impossible\u00a0: ce joueur n’a plus que ${points} AirPoints, il faudrait lui en retirer ${amount}. Son solde ne peut pas devenir négatif.`,
  alreadyBanned: 'Ce joueur est déjà banni\u00a0: levez ce bannissement avant d’en poser un autre.',
  notBanned: 'Ce joueur n’est pas banni.',
  banInPast: 'La fin du bannissement doit être dans le futur.',
} as const

const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
})

/** What a banned player is told when he tries to transfer, claim, vote, buy or link. */
export function bannedMessage(ban: { reason: string; until: string | null }): string {
  const end = ban.until ? `jusqu’au ${dateFormat.format(new Date(ban.until))}` : 'sans date de fin'
  return `Votre compte est banni ${end}\u00a0: ${ban.reason}. Cette action vous est refusée pendant le bannissement.`
}
