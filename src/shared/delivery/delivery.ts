import { itemById } from '@contract/catalog/items'
import type { Delivery, DeliveryFailure, DeliveryStall, DeliveryState } from '@contract/schemas'
import { formatDateTimeFr, formatPoints } from '@/shared/text/format'

/**
 * What a player reads about a delivery (AirPoints transferred, a reward claimed) on its way to a
 * character, in one place: each state says what the portal knows, never more (« Envoyé » is in
 * the game's database, not yet in the character's hands).
 */
export const DELIVERY_TEXT = {
  pending: 'Livraison en attente',
  sent: (characterName: string) =>
    `Envoyé\u00a0: disponible à la prochaine connexion de ${characterName}`,
  received: 'Reçu en jeu',
  /** A sent delivery the receipt check found stuck, with the reason it knows. */
  stalled: (reason: string) => `En attente dans le jeu\u00a0: ${reason}`,
  failed: (reason: string) => `Échec de la livraison\u00a0: ${reason}`,
  /** A read of the state that failed: the state is not known, so none is shown. */
  unavailable: 'État de la livraison indisponible pour le moment.',
} as const

export const DELIVERY_FAILURE_REASONS: Record<DeliveryFailure, string> = {
  'character-gone': "le personnage n'existe plus sur ce compte",
  refused: 'refusée par le serveur de jeu',
}

export const DELIVERY_STALL_REASONS: Record<DeliveryStall, string> = {
  'row-gone': 'la livraison a disparu du serveur de jeu, contactez le support',
  'marker-gone': "le serveur de jeu n'a plus trace de la livraison, contactez le support",
  'too-old': 'pas encore remise au personnage après plusieurs jours (sac plein\u00a0?)',
}

/**
 * Beside a failed delivery: the AirPoints of a transfer are given back to the balance by
 * themselves; a reward is kept, and the player is told who puts it right.
 */
export function keptAfterFailure(delivery: Delivery): string {
  return delivery.kind === 'points'
    ? 'Vos AirPoints ont été rendus à votre solde\u00a0: vous pouvez les transférer à nouveau.'
    : 'Votre récompense reste acquise\u00a0: contactez le support pour la recevoir.'
}

/** The line of a delivery's state (« Reçu en jeu le 02/10/2025 à 20:05 »). */
export function deliveryStateText(delivery: Delivery): string {
  switch (delivery.state) {
    case 'pending':
      return DELIVERY_TEXT.pending
    case 'sent':
      return delivery.stalled
        ? DELIVERY_TEXT.stalled(DELIVERY_STALL_REASONS[delivery.stalled])
        : DELIVERY_TEXT.sent(delivery.characterName)
    case 'received':
      return delivery.receivedAt
        ? `${DELIVERY_TEXT.received} le ${formatDateTimeFr(delivery.receivedAt)}`
        : DELIVERY_TEXT.received
    case 'failed':
      // A failed delivery always has its reason; without one, the game refused it.
      return DELIVERY_TEXT.failed(DELIVERY_FAILURE_REASONS[delivery.failure ?? 'refused'])
  }
}

/** What is delivered: « 300 AirPoints », or the item's name from the catalogue. */
export function deliveryContent(delivery: Delivery): string {
  if (delivery.kind === 'points') return `${formatPoints(delivery.amount)} AirPoints`
  const name = itemById(delivery.itemId)?.name ?? `Objet n°\u00a0${delivery.itemId}`
  return delivery.count > 1 ? `${delivery.count} × ${name}` : name
}

/** Whether the state may still change: the success page reads it again meanwhile. */
export const onItsWay = (state: DeliveryState) => state === 'pending' || state === 'sent'

const STATES: readonly string[] = ['pending', 'sent', 'received', 'failed']

/**
 * The navigation state a transfer or a claim hands its success page: the delivery its answer
 * made. (History keeps it for a reload of the page; a page reached otherwise has none.)
 */
export function withDelivery(
  delivery: Delivery | null,
): { state: { delivery: Delivery } } | undefined {
  return delivery ? { state: { delivery } } : undefined
}

/**
 * The delivery of a success page's navigation state, or null. History state outlives the code
 * that wrote it: its shape is checked (lightly: the result pages carry no schema library).
 */
export function deliveryInState(state: unknown): Delivery | null {
  const delivery = (state as { delivery?: Partial<Delivery> } | null)?.delivery
  if (typeof delivery !== 'object' || delivery === null) return null
  const { deliveryId, characterName, kind } = delivery
  const known =
    typeof deliveryId === 'string' &&
    typeof characterName === 'string' &&
    STATES.includes(delivery.state ?? '') &&
    (kind === 'points' || kind === 'item')
  return known ? (delivery as Delivery) : null
}
