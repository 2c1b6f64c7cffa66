import { z } from 'zod'
import { firstBroken } from './first-broken'

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
} as const

/**
 * Linking and changing a password, in the portal's own words (French: the player reads them). Every
 * refusal of a link that could tell whether a password is right (no such account, a wrong
 * password, an account linked to someone else) is this one refusal, with one status (400).
 */
export const GAME_ACCOUNT_ACCESS_MESSAGES = {
  linkRefused:
    'Rattachement refusé\u00a0: nom de compte ou mot de passe incorrect, ou compte déjà rattaché à un autre joueur.',
  /** 409: the account is the caller's own already (this tells nothing about anyone else). */
  linkedToCaller: 'Ce compte de jeu est déjà rattaché à votre compte.',
  /** 400: the password change's current password is not the account's. */
  wrongCurrentPassword: 'Le mot de passe actuel est incorrect.',
} as const

const LETTERS_AND_DIGITS = /^[A-Za-z0-9]*$/
const LOWERCASE = /[a-z]/

/** The rules of the form in the order they are checked, then the game's own limit. */
export const GAME_ACCOUNT_RULE_ORDER = [
  'invalidName',
  'mismatch',
  'unsupportedCharacters',
  'noLowercase',
  'tooShort',
  'tooLong',
] as const satisfies readonly GameAccountError[]
export type GameAccountRule = (typeof GAME_ACCOUNT_RULE_ORDER)[number]

/**
 * The game-account form (creation and password change) as a schema: each check carries the key of
 * its rule as its message (the French words are in GAME_ACCOUNT_MESSAGES, the server's in
 * GAME_ACCOUNT_RULE_WORDING). The API's body is this schema, so the OpenAPI document shows the
 * rules; the form, its machine and the API check the same thing.
 */
export const GameAccountFormSchema = /* @__PURE__ */ gameAccountFormSchema()
export type GameAccountForm = z.input<typeof GameAccountFormSchema>

/** Built in a function marked pure: a page that never checks the form does not carry zod. */
function gameAccountFormSchema() {
  return z
    .object({
      /** Surrounding spaces ignored. */
      name: z
        .string()
        .trim()
        .regex(ACCOUNT_NAME, 'invalidName' satisfies GameAccountRule),
      password: z
        .string()
        .regex(LETTERS_AND_DIGITS, 'unsupportedCharacters' satisfies GameAccountRule)
        .regex(LOWERCASE, 'noLowercase' satisfies GameAccountRule)
        .min(GAME_ACCOUNT_PASSWORD_MIN_LENGTH, 'tooShort' satisfies GameAccountRule)
        .max(GAME_ACCOUNT_PASSWORD_MAX_LENGTH, 'tooLong' satisfies GameAccountRule)
        .describe(
          'Letters and digits only, at least one lowercase letter, 6 to 15 characters (the game client refuses longer ones).',
        ),
      passwordConfirm: z.string().describe('The same as password.'),
    })
    .superRefine((form, context) => {
      if (form.password !== form.passwordConfirm) {
        context.addIssue({
          code: z.ZodIssueCode.custom,
          path: ['passwordConfirm'],
          message: 'mismatch' satisfies GameAccountRule,
        })
      }
    })
}

const isRule = (message: string): message is GameAccountRule =>
  (GAME_ACCOUNT_RULE_ORDER as readonly string[]).includes(message)

/**
 * The rule a body that has the form's shape breaks first, in the form's order; null when it has
 * not that shape (a field missing, of another type: no rule applies) or breaks none.
 */
export function bodyBrokenRule(issues: readonly z.ZodIssue[]): GameAccountRule | null {
  return issues.every((issue) => isRule(issue.message))
    ? firstBroken(GAME_ACCOUNT_RULE_ORDER, issues)
    : null
}

/** The first failing rule in `GAME_ACCOUNT_RULE_ORDER`, or null when the form is valid. */
export function validateGameAccountForm(form: GameAccountForm): GameAccountRule | null {
  const result = GameAccountFormSchema.safeParse(form)
  return result.success ? null : firstBroken(GAME_ACCOUNT_RULE_ORDER, result.error.issues)
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

/** How the game server words each rule: the API's 400 answer to a form that breaks it. */
export const GAME_ACCOUNT_RULE_WORDING: Record<GameAccountRule, string> = {
  invalidName: 'invalid name',
  mismatch: 'passwords do not match',
  unsupportedCharacters:
    "Key: 'AccountForm.Password' Error:Field validation for 'Password' failed on the 'alphanum' tag",
  noLowercase: 'password must contain a lowercase letter',
  tooShort: GAME_ACCOUNT_SERVER_MESSAGES.passwordMin,
  tooLong: GAME_ACCOUNT_SERVER_MESSAGES.passwordTooLong,
}

/** Maps the server's error message to the error shown to the player. */
export function gameAccountServerError(message: string | undefined): GameAccountError {
  if (!message) return 'unknown'
  if (message.includes(GAME_ACCOUNT_SERVER_MESSAGES.alreadyExists)) return 'nameTaken'
  if (message.includes("'min' tag")) return 'tooSimple'
  if (message === GAME_ACCOUNT_SERVER_MESSAGES.passwordTooLong) return 'tooLong'
  return 'unknown'
}
