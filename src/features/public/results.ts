import { paths } from '@/shared/routing/paths'

/** The result pages, named as in `paths.result`: a message and a link back. */
export type ResultKind = keyof typeof paths.result

export interface ResultText {
  /** 'unknown': the answer was lost, so the page says what is known and nothing more. */
  outcome: 'success' | 'failure' | 'unknown'
  /** The page's name in the document title. */
  pageTitle: string
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
  topUpSuccess: {
    outcome: 'success',
    pageTitle: 'Rechargement effectué',
    title: 'Rechargement effectué\u00a0!',
    message:
      'Merci pour votre achat. Vos AirPoints sont crédités sur votre compte\u00a0: votre solde sera mis à jour dans quelques instants.',
    back: { to: paths.topUp, label: 'Retour au rechargement' },
  },
  topUpFailure: {
    outcome: 'failure',
    pageTitle: 'Rechargement annulé',
    title: 'Rechargement annulé...',
    message:
      "Le paiement n'a pas abouti et vous n'avez pas été débité. Vous pouvez réessayer\u00a0; si le problème persiste, contactez-nous sur le Discord de la communauté.",
    help: true,
    back: { to: paths.topUp, label: 'Retour au rechargement' },
  },
  transferSuccess: {
    outcome: 'success',
    pageTitle: 'Transfert effectué',
    title: 'Transfert effectué\u00a0!',
    message: 'Vos AirPoints ont quitté votre solde et partent vers votre personnage.',
    back: { to: paths.transfer, label: 'Retour à la boutique' },
    delivery: true,
  },
  transferFailure: {
    outcome: 'failure',
    pageTitle: 'Transfert annulé',
    title: 'Transfert annulé...',
    message:
      "Le transfert n'a pas pu être effectué et vos AirPoints n'ont pas été débités. Vous pouvez réessayer.",
    back: { to: paths.transfer, label: 'Retour à la boutique' },
  },
  claimSuccess: {
    outcome: 'success',
    pageTitle: 'Récupération effectuée',
    title: 'Récupération effectuée\u00a0!',
    message:
      'Votre cadeau vous attend\u00a0: vous le trouverez à votre prochaine connexion en jeu.',
    back: { to: paths.loyalty, label: 'Retour à la fidélité' },
    delivery: true,
  },
  claimFailure: {
    outcome: 'failure',
    pageTitle: 'Récupération annulée',
    title: 'Récupération annulée...',
    message: "La récompense n'a pas pu être récupérée. Vous pouvez réessayer.",
    back: { to: paths.loyalty, label: 'Retour à la fidélité' },
  },
  transferUnknown: {
    outcome: 'unknown',
    pageTitle: 'Transfert non confirmé',
    title: 'Transfert non confirmé',
    message:
      "La réponse du serveur ne nous est pas parvenue\u00a0: nous ne savons pas si votre transfert a été effectué. Avant de le refaire, vérifiez votre solde ci-dessous et l'inventaire de votre personnage en jeu.",
    help: true,
    back: { to: paths.transfer, label: 'Retour à la boutique' },
    balance: true,
  },
  claimUnknown: {
    outcome: 'unknown',
    pageTitle: 'Récupération non confirmée',
    title: 'Récupération non confirmée',
    message:
      "La réponse du serveur ne nous est pas parvenue\u00a0: nous ne savons pas si la récompense a été envoyée. Avant de réessayer, vérifiez l'inventaire de votre personnage en jeu et la page Fidélité\u00a0: une récompense déjà récupérée n'y est plus proposée.",
    help: true,
    back: { to: paths.loyalty, label: 'Retour à la fidélité' },
  },
  accountDeleted: {
    outcome: 'success',
    pageTitle: 'Compte supprimé',
    title: 'Votre compte a été supprimé',
    message:
      'Votre profil, vos rattachements de comptes de jeu et vos votes sont effacés, et vous êtes déconnecté. Vos paiements restent dans notre comptabilité, sans rien qui vous désigne. Vos comptes de jeu existent toujours dans le jeu. Vous pouvez créer un nouveau compte avec la même adresse e-mail\u00a0: il partira de zéro.',
    back: { to: paths.home, label: "Retour à l'accueil" },
  },
}
