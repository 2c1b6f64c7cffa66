import { contract } from '@contract/index'
import {
  GAME_ACCOUNT_SERVER_MESSAGES as SERVER,
  validateGameAccountForm,
  type GameAccountError,
} from '@contract/rules'
import type { GameAccountForm } from '@contract/schemas'
import { tsr } from '@ts-rest/serverless/fetch'
import { db, nextId } from '../db/collections'
import { accountView } from './ownership'
import { fail, personal } from './context'

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

/** Game account names are unique across all players, whatever the case. */
function findByName(name: string) {
  const wanted = name.trim().toLowerCase()
  return db.gameAccounts.findFirst((q) =>
    q.where({ name: (value) => value.toLowerCase() === wanted }),
  )
}

export const accountsRouter = tsr.router(contract.accounts, {
  list: personal(contract.accounts.list, async (_args, user) => {
    const accounts = db.gameAccounts.findMany((q) => q.where({ uid: user.uid }), {
      orderBy: { accountId: 'asc' },
    })
    return { status: 200, body: accounts.map(accountView) }
  }),

  create: personal(contract.accounts.create, async ({ body }, user) => {
    const invalid = formError(body)
    if (invalid) return invalid
    if (findByName(body.name)) return fail(409, SERVER.alreadyExists)
    const accountId = nextId(db.gameAccounts.all().map((a) => a.accountId))
    const account = await db.gameAccounts.create({
      accountId,
      uid: user.uid,
      name: body.name.trim(),
      password: body.password,
    })
    return { status: 200, body: accountView(account) }
  }),

  update: personal(contract.accounts.update, async ({ body }, user) => {
    const invalid = formError(body)
    if (invalid) return invalid
    const account = findByName(body.name)
    if (!account || account.uid !== user.uid) return fail(404, SERVER.notFound)
    const updated = await db.gameAccounts.update((q) => q.where({ accountId: account.accountId }), {
      data(record) {
        record.password = body.password
      },
    })
    return { status: 200, body: accountView(updated ?? account) }
  }),
})
