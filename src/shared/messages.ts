/**
 * Why top-up does not work for an unverified email: the profile's orange warning (spec sections
 * 2 and 6), shown on the top-up page before any click.
 */
export const EMAIL_NOT_VERIFIED_WARNING = {
  title: 'Adresse e-mail non vérifiée',
  message:
    "Tant que votre adresse e-mail n'est pas vérifiée, certaines fonctionnalités comme le rechargement d'AirPoints ne fonctionneront pas.",
} as const
