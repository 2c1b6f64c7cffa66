// A history entry in words: the player's history page and the operator's view of a player say
// it alike.
import { itemById } from '@contract/catalog/items'
import type { HistoryEntry, HistoryEntryKind, PurchaseStatus } from '@contract/schemas'
import { formatEuros, formatPoints } from '@/shared/text/format'

/** Where a purchase stands, as the history says it. */
export const PURCHASE_STATUS_TEXT: Record<PurchaseStatus, string> = {
  paid: 'payé',
  'partly-refunded': 'remboursé en partie',
  refunded: 'remboursé',
  disputed: 'contesté',
  failed: 'échoué',
}

/** The filter's choices: every kind of entry, in the words of the page. */
export const KIND_LABELS: Record<HistoryEntryKind, string> = {
  purchase: 'Achats',
  transfer: 'Transferts',
  claim: 'Récompenses de fidélité',
  vote: 'Votes',
  'take-back': 'Remboursements et litiges',
  unrecovered: 'Points non récupérés',
  'dispute-won': 'Litiges gagnés',
  'reward-case': "Récompenses en cours d'examen",
  adjustment: "Ajustements par l'équipe",
  'transfer-returned': 'Transferts rendus',
}

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
]

/** '2026-03' → 'mars 2026'. */
export function monthFr(month: string): string {
  const [year, number] = month.split('-')
  return `${MONTHS[Number(number) - 1] ?? month} ${year ?? ''}`.trim()
}

type WithPack = Extract<HistoryEntry, { pack: unknown }>

/** « Achat du pack Héros », or of AirPoints when the price is no longer sold. */
export function purchaseName({ pack }: Pick<WithPack, 'pack'>): string {
  return pack ? `Achat du pack ${pack.title}` : "Achat d'AirPoints"
}

/** What the entry is, and a line of detail. */
export function entryText(entry: HistoryEntry): { what: string; detail: string | null } {
  switch (entry.kind) {
    case 'purchase':
      return {
        what: purchaseName(entry),
        detail: entry.pack ? formatEuros(entry.pack.price) : null,
      }
    case 'transfer':
      return {
        what: entry.delivery
          ? `Transfert vers ${entry.delivery.characterName}`
          : 'Transfert vers un personnage',
        detail: null,
      }
    case 'claim': {
      const item = entry.itemId === null ? undefined : itemById(entry.itemId)
      const name = item?.name ?? `récompense n°\u00a0${entry.rewardId}`
      const to = entry.delivery ? ` pour ${entry.delivery.characterName}` : ''
      return {
        what: `Récompense de fidélité\u00a0: ${name}`,
        detail: `Fidélité de ${monthFr(entry.month)}${to}`,
      }
    }
    case 'vote':
      return { what: `Vote sur ${entry.providerName ?? entry.providerId}`, detail: null }
    case 'take-back':
      return {
        what: entry.cause === 'refund' ? 'Remboursement' : 'Litige',
        detail: `${purchaseName(entry)}\u00a0: points retirés du solde`,
      }
    case 'unrecovered':
      return {
        what: 'Points non récupérés',
        detail: `${entry.cause === 'refund' ? 'Remboursement' : 'Litige'} — ${purchaseName(entry)}\u00a0: ${formatPoints(entry.points)} AirPoints déjà utilisés`,
      }
    case 'dispute-won':
      return {
        what: 'Litige gagné',
        detail: `${purchaseName(entry)}\u00a0: points rendus au solde`,
      }
    case 'reward-case':
      return {
        what: "Récompense en cours d'examen",
        detail: `Fidélité de ${monthFr(entry.month)}\u00a0: la progression du mois a baissé après un remboursement ou un litige`,
      }
    case 'adjustment':
      return {
        what:
          entry.points >= 0 ? "AirPoints ajoutés par l'équipe" : "AirPoints retirés par l'équipe",
        detail: null,
      }
    case 'transfer-returned':
      return {
        what: 'Transfert refusé par le jeu',
        detail: entry.delivery
          ? `Vers ${entry.delivery.characterName}\u00a0: points rendus au solde`
          : 'Points rendus au solde',
      }
  }
}

/** The change of the balance: « +525 », « −425 », or null when the balance did not move. */
export function entryPoints(entry: HistoryEntry): string | null {
  switch (entry.kind) {
    case 'purchase':
    case 'dispute-won':
    case 'transfer-returned':
      return entry.points > 0 ? `+${formatPoints(entry.points)}` : null
    case 'transfer':
    case 'take-back':
      return `\u2212${formatPoints(entry.points)}`
    case 'adjustment':
      return entry.points >= 0
        ? `+${formatPoints(entry.points)}`
        : `\u2212${formatPoints(-entry.points)}`
    default:
      return null
  }
}
