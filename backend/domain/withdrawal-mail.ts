import { formatEuros } from '@contract/rules'

/** The content of an e-mail; the mail outbox sends it (docs/decisions/063). */
export interface MailContent {
  subject: string
  text: string
}

const WHEN = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'medium',
  timeZone: 'Europe/Paris',
})
/** « 28 novembre 2026 à 06:05:12 », Paris time, as the acknowledgement dates it. */
export const frenchDateTime = (iso: string) => `${WHEN.format(new Date(iso))} (heure de Paris)`

/** The acknowledgement of a withdrawal: its content, date and time, on a durable medium. */
export function withdrawalAcknowledgement(withdrawal: {
  name: string
  paymentId: string
  pack: string | null
  purchasedAt: string
  at: string
  points: number
  euros: number
}): MailContent {
  const what = withdrawal.pack ? `le pack « ${withdrawal.pack} »` : "un achat d'AirPoints"
  return {
    subject: 'Accusé de réception de votre rétractation',
    text: [
      `Bonjour ${withdrawal.name},`,
      '',
      `Nous avons bien reçu, le ${frenchDateTime(withdrawal.at)}, votre rétractation du contrat d'achat portant sur ${what} (commande ${withdrawal.paymentId}, passée le ${frenchDateTime(withdrawal.purchasedAt)}).`,
      '',
      `AirPoints non transférés repris\u00a0: ${withdrawal.points}.`,
      `Montant remboursé\u00a0: ${formatEuros(withdrawal.euros)}, sur le moyen de paiement utilisé pour l'achat, dans un délai de 14\u00a0jours au plus.`,
      '',
      'Cet e-mail vaut accusé de réception de votre rétractation.',
    ].join('\n'),
  }
}

/** The confirmation of the consent given before a transfer of recently bought AirPoints. */
export function transferConsentConfirmation(consent: {
  points: number
  characterName: string
  at: string
  wording: string
  version: string
}): MailContent {
  return {
    subject: "Confirmation de votre transfert d'AirPoints",
    text: [
      'Bonjour,',
      '',
      `Le ${frenchDateTime(consent.at)}, vous avez demandé le transfert de ${consent.points}\u00a0AirPoints vers votre personnage ${consent.characterName}.`,
      '',
      'Avant ce transfert, vous avez donné votre accord en cochant la case suivante\u00a0:',
      `« ${consent.wording} » (version ${consent.version})`,
      '',
      "Les AirPoints transférés ne peuvent plus faire l'objet d'une rétractation.",
    ].join('\n'),
  }
}

/** The confirmation of the consent given before a loyalty claim (docs/decisions/064). */
export function claimConsentConfirmation(consent: {
  reward: string
  characterName: string
  at: string
  wording: string
  version: string
}): MailContent {
  return {
    subject: 'Confirmation de la récupération de votre récompense',
    text: [
      'Bonjour,',
      '',
      `Le ${frenchDateTime(consent.at)}, vous avez demandé la remise de la récompense ${consent.reward} à votre personnage ${consent.characterName}.`,
      '',
      'Avant cette remise, vous avez donné votre accord en cochant la case suivante\u00a0:',
      `« ${consent.wording} » (version ${consent.version})`,
    ].join('\n'),
  }
}
