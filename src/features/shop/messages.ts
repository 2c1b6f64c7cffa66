/** The server's 403 on checkout, once the player clicked anyway. */
export const CHECKOUT_REFUSED = {
  title: 'Rechargement refusé',
  message:
    "Le paiement n'a pas pu être ouvert\u00a0: votre adresse e-mail n'est pas vérifiée. Vérifiez-la depuis votre profil, puis réessayez.",
} as const

/** Checkout failed for any other reason (a 500, no network, a refused URL): the player may retry. */
export const CHECKOUT_FAILED = {
  title: 'Paiement indisponible',
  message:
    "La page de paiement n'a pas pu être ouverte. Aucun paiement n'a été effectué\u00a0: veuillez réessayer dans quelques instants.",
} as const

/** The heading of the transfer form's validation box (spec section 8). */
export const TRANSFER_INVALID_TITLE = 'Transfert invalide'
