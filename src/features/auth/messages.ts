import { REGISTRATION_MESSAGES, tooManyAttemptsNotice } from '@contract/rules'
import type { AuthFailure } from '@machines/auth.machine'

/**
 * Sign-up refused for an address: an account may already exist. Worded so that it never
 * confirms it; the box links to sign-in and to the password reset.
 */
export const EMAIL_IN_USE_MESSAGE =
  'Impossible de créer un compte avec cette adresse e-mail. Si vous avez déjà un compte, connectez-vous ou réinitialisez votre mot de passe.'

/** The orange box of the sign-in and registration screens. */
export const AUTH_FAILURE_TITLE = 'Compte invalide'

export function authFailureMessage(failure: AuthFailure): string {
  switch (failure.reason) {
    case 'credentials':
      return 'Adresse e-mail ou mot de passe incorrect'
    case 'emailInUse':
      return EMAIL_IN_USE_MESSAGE
    case 'rule':
      return REGISTRATION_MESSAGES[failure.rule]
    case 'tooManyAttempts':
      return failure.retryAfterS === null
        ? 'Trop de tentatives. Réessayez plus tard.'
        : tooManyAttemptsNotice(failure.retryAfterS)
    default:
      return 'Erreur inconnue'
  }
}

export const RESET_SENT_MESSAGE =
  "Un e-mail de réinitialisation de mot de passe a été envoyé sur l'adresse e-mail spécifiée, si toutefois un compte existe."
