import { MOCK_PRICE_IDS, topUpPacks } from '../catalog/packs'

/** Days during which untransferred AirPoints of a purchase may be withdrawn (docs/decisions/063). */
export const WITHDRAWAL_DAYS = 14
export const WITHDRAWAL_PERIOD_MS = WITHDRAWAL_DAYS * 24 * 3600_000

/**
 * The consent a transfer of recently bought AirPoints needs: its version is stored with the
 * transfer, with the wording it names (docs/decisions/063). A new wording gets a new version.
 */
export const TRANSFER_CONSENT = {
  version: 'transfert-2026-11',
  wording:
    'Je demande le transfert immédiat de ces AirPoints à mon personnage et je reconnais perdre, pour les AirPoints transférés, mon droit de rétractation.',
} as const

/**
 * The consent a loyalty claim needs when the operator turned LOYALTY_CLAIM_CONSENT on and the
 * reward's stage is reached only thanks to AirPoints still withdrawable (docs/decisions/064).
 */
export const CLAIM_CONSENT = {
  version: 'recompense-2026-11',
  wording:
    "Je demande la remise immédiate de cette récompense à mon personnage et je reconnais qu'une fois remise, elle ne peut plus faire l'objet d'une rétractation\u00a0; si je me rétracte des achats qui l'ont permise, sa récupération sera examinée par l'équipe.",
} as const

export const WITHDRAWAL_MESSAGES = {
  consentMissing:
    'Ce transfert utilise des AirPoints achetés il y a moins de 14\u00a0jours\u00a0: cochez la case de consentement pour le confirmer.',
  claimConsentMissing:
    'Cette récompense est obtenue grâce à des AirPoints achetés il y a moins de 14\u00a0jours\u00a0: cochez la case de consentement pour la récupérer.',
  expired: 'Le délai de rétractation de 14\u00a0jours est passé.',
  allTransferred: 'Tous les AirPoints de cet achat ont été transférés ou repris.',
  withdrawn: 'Vous vous êtes déjà rétracté de cet achat.',
  unknownPurchase: 'Achat introuvable.',
  nameRequired: 'Indiquez votre nom.',
  emailInvalid: 'Adresse e-mail invalide',
} as const

export type WithdrawalRefusal = 'expired' | 'all-transferred' | 'withdrawn'

/** The refusal's message, for the reason a purchase is not withdrawable. */
export const refusalMessage = (reason: WithdrawalRefusal) =>
  reason === 'expired'
    ? WITHDRAWAL_MESSAGES.expired
    : reason === 'withdrawn'
      ? WITHDRAWAL_MESSAGES.withdrawn
      : WITHDRAWAL_MESSAGES.allTransferred

/** The base pack (the first, the dearest per point, no bonus): its price of one AirPoint in euros. */
const BASE = topUpPacks(MOCK_PRICE_IDS)[0]!
export const BASE_POINT_PRICE = BASE.price / BASE.points

/**
 * The value of `points` AirPoints in euros: at the price paid (`price` euros for `bought` points)
 * when known, else at the base pack's price; rounded to the cent.
 */
export function pointsInEuros(points: number, paid?: { price: number; points: number }): number {
  const perPoint = paid && paid.points > 0 ? paid.price / paid.points : BASE_POINT_PRICE
  return Math.round(points * perPoint * 100) / 100
}

const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
/** « 4,99 € » with the French spaces. */
export const formatEuros = (euros: number) => EUROS.format(euros)
