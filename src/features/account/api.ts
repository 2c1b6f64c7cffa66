import {
  GAME_ACCOUNT_ACCESS_MESSAGES as ACCESS,
  gameAccountServerError,
} from '@contract/rules/game-account'
import { GAME_ACCOUNT_CAP_MESSAGE } from '@contract/rules/limits'
import { ErrorSchema, type GameAccountForm } from '@contract/schemas'
import type { ErasureOutcome } from '@machines/account-deletion.machine'
import type { GameAccountFormMode, SaveOutcome } from '@machines/game-account-form.machine'
import type { ApiClient } from '@/shared/api/client'
import { rateLimitOf } from '@/shared/api/rate-limit'
import { codeAskedOf, codeHeader } from '@/shared/api/second-factor-code'
import { readAccounts, readDeliveries, readProfile } from '@/shared/api/reads'
import { submitOnce } from '@/shared/api/submit-once'

/** /me/profile: the player's AirPoints, game accounts and deliveries, each shown when it arrives. */
export function profileLoader(api: ApiClient) {
  return { profile: readProfile(api), accounts: readAccounts(api), deliveries: readDeliveries(api) }
}
export type ProfileData = ReturnType<typeof profileLoader>

/** /me/accounts: the player's game accounts (read again after a creation or a change). */
export function accountsLoader(api: ApiClient) {
  return { accounts: readAccounts(api) }
}
export type AccountsData = ReturnType<typeof accountsLoader>

/**
 * Creating a game account, changing its password (with its current one), or linking one the
 * game already has; a refusal says which rule the server saw. 503: the game's database cannot be
 * reached now; 429: too many attempts; 409 with the cap's message: the player owns as many
 * accounts as allowed; 403 with a code refusal: the player's second factor asks its code (sent
 * in x-second-factor-code). A password change is sent again with its idempotency key while its
 * answer is lost: the retry answers as the first did, its code spent (docs/decisions/068).
 */
export async function saveGameAccount(
  api: ApiClient,
  mode: GameAccountFormMode,
  { currentPassword = '', ...form }: GameAccountForm & { currentPassword?: string },
  secondFactorCode?: string,
): Promise<SaveOutcome> {
  if (mode === 'link') return linkGameAccount(api, form)
  const answer =
    mode === 'create'
      ? await api.accounts.create({ body: form })
      : await submitOnce((key) =>
          api.accounts.update({
            body: { ...form, currentPassword },
            headers: { 'idempotency-key': key, ...codeHeader(secondFactorCode) },
          }),
        )
  if (answer.status === 200) return { kind: 'saved' }
  if (answer.status === 503) return { kind: 'refused', error: 'gameUnavailable' }
  const codeAsked = codeAskedOf(answer)
  if (codeAsked) return codeAsked
  const refusal = ErrorSchema.safeParse(answer.body)
  const limited = rateLimitOf(answer)
  if (limited) return limited
  if (refusal.success && refusal.data.message === GAME_ACCOUNT_CAP_MESSAGE) {
    return { kind: 'refused', error: 'tooManyAccounts' }
  }
  if (refusal.success && refusal.data.message === ACCESS.wrongCurrentPassword) {
    return { kind: 'refused', error: 'wrongCurrentPassword' }
  }
  return {
    kind: 'refused',
    error: gameAccountServerError(refusal.success ? refusal.data.message : undefined),
  }
}

/**
 * Linking: 400 is the one refusal (no such account, a wrong password or an account someone else
 * owns: the server does not say which), 409 the cap or an account already the player's.
 */
async function linkGameAccount(api: ApiClient, form: GameAccountForm): Promise<SaveOutcome> {
  const answer = await api.accounts.link({
    body: { name: form.name.trim(), password: form.password },
  })
  const limited = rateLimitOf(answer)
  if (limited) return limited
  switch (answer.status) {
    case 200:
      return { kind: 'saved' }
    case 400:
      return { kind: 'refused', error: 'wrongCredentials' }
    case 409:
      return ErrorSchema.safeParse(answer.body).data?.message === GAME_ACCOUNT_CAP_MESSAGE
        ? { kind: 'refused', error: 'tooManyAccounts' }
        : { kind: 'refused', error: 'alreadyLinked' }
    case 503:
      return { kind: 'refused', error: 'gameUnavailable' }
    default:
      return { kind: 'refused', error: 'unknown' }
  }
}

/** « Supprimer mon compte »: the API's answer (a lost one throws: the machine says it is not known). */
export async function eraseAccount(api: ApiClient): Promise<ErasureOutcome> {
  const answer = await api.rights.erase()
  if (answer.status === 200) return { kind: 'erased' }
  if (answer.status === 0) throw new Error('no answer to the account closure')
  if (answer.status === 403) return { kind: 'refused', error: 'recentSignInRequired' }
  return { kind: 'refused', error: 'failed' }
}

/** The name of the file « Télécharger mes données » saves. */
export const DATA_EXPORT_FILE = 'mes-donnees-airflyff.json'

/** GET /me/export as a JSON file the browser saves: true once handed over, false on a failure. */
export async function downloadMyData(
  api: ApiClient,
  target: Document = document,
): Promise<boolean> {
  const answer = await api.rights.export()
  if (answer.status !== 200) return false
  const blob = new Blob([JSON.stringify(answer.body, null, 2)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = target.createElement('a')
  link.href = url
  link.download = DATA_EXPORT_FILE
  target.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
  return true
}
