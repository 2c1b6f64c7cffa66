import { contract } from '@contract/index'
import {
  GAME_ACCOUNT_SERVER_MESSAGES as SERVER,
  validateGameAccountForm,
  type GameAccountError,
} from '@contract/rules'
import type { GameAccountForm } from '@contract/schemas'
import { tsr } from '@ts-rest/serverless/fetch'
import { fail, personalRoutes } from './context'
import type { Ports } from './ports'

/** How the game server words each rule of contract/rules/game-account. */
const WORDING: Partial<Record<GameAccountError, string>> = {
  invalidName: 'invalid name',
  mismatch: 'passwords do not match',
  unsupportedCharacters:
    "Key: 'AccountForm.Password' Error:Field validation for 'Password' failed on the 'alphanum' tag",
  noLowercase: 'password must contain a lowercase letter',
  tooShort: SERVER.passwordMin,
}

function formError(form: GameAccountForm) {
  const error = validateGameAccountForm(form)
  return error ? fail(400, WORDING[error] ?? error) : null
}

export function accountsRouter({ gameServer, identity }: Ports) {
  const personal = personalRoutes(identity)
  return tsr.router(contract.accounts, {
    list: personal(contract.accounts.list, async (_args, caller) => ({
      status: 200,
      body: await gameServer.listAccounts(caller.uid),
    })),

    create: personal(contract.accounts.create, async ({ body }, caller) => {
      const invalid = formError(body)
      if (invalid) return invalid
      const created = await gameServer.createAccount(caller.uid, body.name.trim(), body.password)
      if (!created.ok) return fail(409, SERVER.alreadyExists)
      return { status: 200, body: created.account }
    }),

    update: personal(contract.accounts.update, async ({ body }, caller) => {
      const invalid = formError(body)
      if (invalid) return invalid
      const account = await gameServer.changePassword(caller.uid, body.name.trim(), body.password)
      if (!account) return fail(404, SERVER.notFound)
      return { status: 200, body: account }
    }),
  })
}
