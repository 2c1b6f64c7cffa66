/**
 * Why top-up does not work for an unverified email: the profile's orange warning, shown on the
 * top-up page before any click (docs/features.md).
 */
export const EMAIL_NOT_VERIFIED_WARNING = {
  title: 'Adresse e-mail non vérifiée',
  message:
    "Tant que votre adresse e-mail n'est pas vérifiée, certaines fonctionnalités comme le rechargement d'AirPoints ne fonctionneront pas.",
} as const

/** A submission kept back while the browser is offline: nothing was sent, the form is kept. */
export const OFFLINE_REFUSAL = {
  title: 'Vous êtes hors ligne',
  message:
    "Rien n'a été envoyé et votre saisie est conservée. Réessayez au retour de la connexion.",
} as const
