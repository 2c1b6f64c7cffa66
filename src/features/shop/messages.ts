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

/** The heading of the transfer form's validation box. */
export const TRANSFER_INVALID_TITLE = 'Transfert invalide'

/**
 * The latest payment's delayed method failed (a bank debit refused days later): nothing was
 * credited; shown on the top-up page for two weeks after it.
 */
export const PAYMENT_FAILED = {
  title: 'Paiement échoué',
  message: (what: string) =>
    `Le paiement ${what} n'a pas abouti\u00a0: aucun AirPoint n'a été crédité et aucun montant n'a été encaissé. Vous pouvez choisir un pack à nouveau.`,
} as const

/** How long after it a failed payment is still told on the top-up page. */
export const PAYMENT_FAILED_SHOWN_MS = 14 * 24 * 60 * 60 * 1000
