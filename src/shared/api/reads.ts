import type { GameAccount, Profile } from '@contract/schemas'
import type { ApiClient } from './client'
import { readOk, type Loaded } from './loaded'

/** The player's AirPoints (GET /me/profile): read by the profile, the transfer and loyalty pages. */
export function readProfile(api: ApiClient): Promise<Loaded<Profile>> {
  return readOk(api.profile.get())
}

/** The player's game accounts (GET /me/accounts), each with its characters. */
export function readAccounts(api: ApiClient): Promise<Loaded<GameAccount[]>> {
  return readOk(api.accounts.list())
}
