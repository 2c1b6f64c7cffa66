import { REGISTRATION_MESSAGES } from '@contract/rules'
import type { AuthFailure } from '@machines/auth.machine'

/** The orange box of the sign-in and registration screens. */
export const AUTH_FAILURE_TITLE = 'Compte invalide'

export function authFailureMessage(failure: AuthFailure): string {
  switch (failure.reason) {
    case 'credentials':
      return 'Email ou mot de passe incorrect'
    case 'rule':
      return REGISTRATION_MESSAGES[failure.rule]
    default:
      return 'Erreur inconnue'
  }
}

export const RESET_SENT_MESSAGE =
  "Un email de réinitialisation de mot de passe a été envoyé sur l'adresse email spécifiée, si toutefois un compte existe."

export const VERIFICATION_FAILED_MESSAGE =
  "L'envoi du mail de validation à échoué, veuillez réessayer plus tard."
