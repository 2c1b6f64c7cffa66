/** The six result pages (spec section 8): a message and a link back. */
export type ResultKind =
  | 'shop-points-success'
  | 'shop-points-failure'
  | 'shop-transfer-success'
  | 'shop-transfer-failure'
  | 'fidelity-claim-success'
  | 'fidelity-claim-failure'
  | 'shop-transfer-pending'
  | 'fidelity-claim-pending'

export interface ResultText {
  /** 'unknown': the answer was lost, so the page says what is known and nothing more. */
  outcome: 'success' | 'failure' | 'unknown'
  title: string
  message: string
  /** Shown on failures: where to ask for help. */
  help?: boolean
  back: { to: string; label: string }
  /** The page shows the balance as the server gives it now. */
  balance?: boolean
  /** The page follows the state of the delivery the transfer or the claim made, when it has it. */
  delivery?: boolean
}

export const RESULTS: Record<ResultKind, ResultText> = {
  'shop-points-success': {
    outcome: 'success',
    title: 'Rechargement effectué\u00a0!',
    message:
      'Merci pour votre achat. Vos AirPoints sont crédités sur votre compte\u00a0: votre solde sera mis à jour dans quelques instants.',
    back: { to: '/shop-points', label: 'Retour au rechargement' },
  },
  'shop-points-failure': {
    outcome: 'failure',
    title: 'Rechargement annulé...',
    message:
      "Le paiement n'a pas abouti et vous n'avez pas été débité. Vous pouvez réessayer\u00a0; si le problème persiste, contactez-nous sur le Discord de la communauté.",
    help: true,
    back: { to: '/shop-points', label: 'Retour au rechargement' },
  },
  'shop-transfer-success': {
    outcome: 'success',
    title: 'Transfert effectué\u00a0!',
    message: 'Vos AirPoints ont quitté votre solde et partent vers votre personnage.',
    back: { to: '/shop-items', label: 'Retour à la boutique' },
    delivery: true,
  },
  'shop-transfer-failure': {
    outcome: 'failure',
    title: 'Transfert annulé...',
    message:
      "Le transfert n'a pas pu être effectué et vos AirPoints n'ont pas été débités. Vous pouvez réessayer.",
    back: { to: '/shop-items', label: 'Retour à la boutique' },
  },
  'fidelity-claim-success': {
    outcome: 'success',
    title: 'Récupération effectuée\u00a0!',
    message:
      'Votre cadeau vous attend\u00a0: vous le trouverez à votre prochaine connexion en jeu.',
    back: { to: '/me/fidelity', label: 'Retour à la fidélité' },
    delivery: true,
  },
  'fidelity-claim-failure': {
    outcome: 'failure',
    title: 'Récupération annulée...',
    message: "La récompense n'a pas pu être récupérée. Vous pouvez réessayer.",
    back: { to: '/me/fidelity', label: 'Retour à la fidélité' },
  },
  'shop-transfer-pending': {
    outcome: 'unknown',
    title: 'Transfert non confirmé',
    message:
      "La réponse du serveur ne nous est pas parvenue\u00a0: nous ne savons pas si votre transfert a été effectué. Avant de le refaire, vérifiez votre solde ci-dessous et l'inventaire de votre personnage en jeu.",
    help: true,
    back: { to: '/shop-items', label: 'Retour à la boutique' },
    balance: true,
  },
  'fidelity-claim-pending': {
    outcome: 'unknown',
    title: 'Récupération non confirmée',
    message:
      "La réponse du serveur ne nous est pas parvenue\u00a0: nous ne savons pas si la récompense a été envoyée. Avant de réessayer, vérifiez l'inventaire de votre personnage en jeu et la page Fidélité\u00a0: une récompense déjà récupérée n'y est plus proposée.",
    help: true,
    back: { to: '/me/fidelity', label: 'Retour à la fidélité' },
  },
}
