import type { GameAccountForm } from '../schemas'

export const GAME_ACCOUNT_PASSWORD_MIN_LENGTH = 6
/** The game client refuses a password of 16 characters or more: such an account could never log in. */
export const GAME_ACCOUNT_PASSWORD_MAX_LENGTH = 15
/** Game account names: 3 to 16 letters or digits (surrounding spaces ignored). */
export const GAME_ACCOUNT_NAME_LENGTH = { min: 3, max: 16 } as const
const ACCOUNT_NAME = new RegExp(
  `^[A-Za-z0-9]{${GAME_ACCOUNT_NAME_LENGTH.min},${GAME_ACCOUNT_NAME_LENGTH.max}}$`,
)

export const GAME_ACCOUNT_MESSAGES = {
  invalidName: 'Nom de compte invalide',
  mismatch: 'Les mots de passe doivent correspondre',
  unsupportedCharacters: 'Le mot de passe contient des caractères non supportés',
  noLowercase: 'Le mot de passe doit contenir une minuscule',
  tooShort: 'Mot de passe trop court',
  tooLong: 'Mot de passe trop long (15 caractères au plus)',
  nameTaken: 'Le nom de compte est déjà pris',
  tooSimple: 'Le mot de passe doit être plus complexe',
  /** Any call that needs the game's database, while it cannot be reached (503). */
  gameUnavailable: 'Le serveur de jeu est injoignable\u00a0: réessayez dans quelques minutes.',
  unknown: 'Erreur inconnue',
} as const
export type GameAccountError = keyof typeof GAME_ACCOUNT_MESSAGES

/** The server's own words, as the real API sends them. */
export const GAME_ACCOUNT_SERVER_MESSAGES = {
  alreadyExists: 'account already exists',
  /** A validator failure on the password's 'min' tag. */
  passwordMin:
    "Key: 'AccountForm.Password' Error:Field validation for 'Password' failed on the 'min' tag",
  notFound: 'account not found',
  passwordTooLong: 'password too long',
  /** Linking: no game account of that name with that password. */
  wrongCredentials: 'wrong account or password',
  /** Linking: the game account is already linked to a player (this one or another). */
  alreadyLinked: 'account already linked',
} as const

const LETTERS_AND_DIGITS = /^[A-Za-z0-9]*$/
const LOWERCASE = /[a-z]/

/**
 * The first failing check, in the order of spec section 5, or null when the form is valid; then
 * the game's own limit (a password the game client accepts).
 */
export function validateGameAccountForm(form: GameAccountForm): GameAccountError | null {
  if (!ACCOUNT_NAME.test(form.name.trim())) return 'invalidName'
  if (form.password !== form.passwordConfirm) return 'mismatch'
  if (!LETTERS_AND_DIGITS.test(form.password)) return 'unsupportedCharacters'
  if (!LOWERCASE.test(form.password)) return 'noLowercase'
  if (form.password.length < GAME_ACCOUNT_PASSWORD_MIN_LENGTH) return 'tooShort'
  if (form.password.length > GAME_ACCOUNT_PASSWORD_MAX_LENGTH) return 'tooLong'
  return null
}

/** The live checklist under the password fields. */
export function gameAccountChecklist(password: string, passwordConfirm: string) {
  return {
    lowercase: LOWERCASE.test(password),
    length: password.length >= GAME_ACCOUNT_PASSWORD_MIN_LENGTH,
    noSpecialCharacters: LETTERS_AND_DIGITS.test(password),
    /** 'Ne correspond pas' is shown when this is false. */
    confirmationMatches: passwordConfirm === '' || password === passwordConfirm,
  }
}

export const GAME_ACCOUNT_CHECKLIST_LABELS = {
  lowercase: 'Une lettre en minuscule',
  length: 'Longueur de 6 minimum',
  noSpecialCharacters: 'Pas de caractères spéciaux',
  mismatch: 'Ne correspond pas',
} as const

/** Maps the server's error message to the error shown to the player. */
export function gameAccountServerError(message: string | undefined): GameAccountError {
  if (!message) return 'unknown'
  if (message.includes(GAME_ACCOUNT_SERVER_MESSAGES.alreadyExists)) return 'nameTaken'
  if (message.includes("'min' tag")) return 'tooSimple'
  if (message === GAME_ACCOUNT_SERVER_MESSAGES.passwordTooLong) return 'tooLong'
  return 'unknown'
}
