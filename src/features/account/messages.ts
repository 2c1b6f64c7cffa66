import {
  GAME_ACCOUNT_ACCESS_MESSAGES as ACCESS,
  GAME_ACCOUNT_MESSAGES,
} from '@contract/rules/game-account'
import { GAME_ACCOUNT_CAP_MESSAGE } from '@contract/rules/limits'
import type { GameAccountFormError } from '@machines/game-account-form.machine'

/** Every error of the game account dialogs: the rules' messages, and linking's own. */
export const GAME_ACCOUNT_FORM_MESSAGES: Record<GameAccountFormError, string> = {
  ...GAME_ACCOUNT_MESSAGES,
  missingPassword: 'Saisissez le mot de passe du compte en jeu',
  wrongCredentials: ACCESS.linkRefused,
  alreadyLinked: ACCESS.linkedToCaller,
  missingCurrentPassword: 'Saisissez le mot de passe actuel du compte',
  wrongCurrentPassword: ACCESS.wrongCurrentPassword,
  tooManyAccounts: GAME_ACCOUNT_CAP_MESSAGE,
  // Shown with the wait instead when the API said it (tooManyAttemptsNotice).
  rateLimited: 'Trop de tentatives. Réessayez plus tard.',
}

/** The heading of the orange box of each dialog. */
export const GAME_ACCOUNT_FORM_TITLES = {
  create: 'Compte jeu invalide',
  edit: 'Compte jeu invalide',
  link: 'Rattachement impossible',
} as const
