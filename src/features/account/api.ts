import { gameAccountServerError } from '@contract/rules'
import { ErrorSchema, type GameAccountForm } from '@contract/schemas'
import type { GameAccountFormMode, SaveOutcome } from '@machines/game-account-form.machine'
import type { ApiClient } from '@/shared/api/client'
import { readAccounts, readProfile } from '@/shared/api/reads'

/** /me/profile: the player's AirPoints and game accounts, each shown when it arrives. */
export function profileLoader(api: ApiClient) {
  return { profile: readProfile(api), accounts: readAccounts(api) }
}
export type ProfileData = ReturnType<typeof profileLoader>

/** /me/accounts: the player's game accounts (read again after a creation or a change). */
export function accountsLoader(api: ApiClient) {
  return { accounts: readAccounts(api) }
}
export type AccountsData = ReturnType<typeof accountsLoader>

/** Creating a game account or changing its password; a refusal says which rule the server saw. */
export async function saveGameAccount(
  api: ApiClient,
  mode: GameAccountFormMode,
  form: GameAccountForm,
): Promise<SaveOutcome> {
  const answer =
    mode === 'create'
      ? await api.accounts.create({ body: form })
      : await api.accounts.update({ body: form })
  if (answer.status === 200) return { kind: 'saved' }
  const refusal = ErrorSchema.safeParse(answer.body)
  return {
    kind: 'refused',
    error: gameAccountServerError(refusal.success ? refusal.data.message : undefined),
  }
}
