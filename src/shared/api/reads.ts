import type { GameAccount, Profile } from '@contract/schemas'
import type { ApiClient } from './client'
import { loaded, notLoaded, settle, type Loaded } from './loaded'

/** The player's AirPoints (GET /me/profile): read by the profile, the transfer and loyalty pages. */
export function readProfile(api: ApiClient): Promise<Loaded<Profile>> {
  return settle(
    api.profile
      .get()
      .then((answer) => (answer.status === 200 ? loaded(answer.body) : notLoaded(answer))),
  )
}

/** The player's game accounts (GET /me/accounts), each with its characters. */
export function readAccounts(api: ApiClient): Promise<Loaded<GameAccount[]>> {
  return settle(
    api.accounts
      .list()
      .then((answer) => (answer.status === 200 ? loaded(answer.body) : notLoaded(answer))),
  )
}
