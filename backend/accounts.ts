import { contract } from '@contract/index'
import { GAME_ACCOUNT_SERVER_MESSAGES as SERVER } from '@contract/rules/game-account'
import { tsr } from '@ts-rest/serverless/fetch'
import { fail, personalRoutes } from './context'
import { accountKey, accountView, linkedAccountsOf } from './game-accounts'
import type { Ports } from './ports'

/*
 * The form's rules are the body's schema (contract/rules/game-account.ts): a form that breaks one
 * never reaches these handlers, and is answered with the rule's wording (handler.ts).
 */

export function accountsRouter(ports: Ports) {
  const { game, identity, store } = ports
  const personal = personalRoutes(identity)
  return tsr.router(contract.accounts, {
    list: personal(contract.accounts.list, async (_args, caller) => ({
      status: 200,
      body: (await linkedAccountsOf(ports, caller.uid)).map(accountView),
    })),

    /**
     * The game decides whether the name is free (its own uniqueness, whatever the case), then the
     * portal records the owner. Should the portal fail between the two, the account exists in the
     * game without an owner, and its creator links it with its password (never the reverse: a
     * link to an account the game does not have).
     */
    create: personal(contract.accounts.create, async ({ body }, caller) => {
      const created = await game.createAccount(accountKey(body.name), body.password)
      if (!created.ok) return fail(409, SERVER.alreadyExists)
      const linked = await store.transaction((tx) => tx.linkAccount(caller.uid, created.name, []))
      if (!linked.ok) return fail(409, SERVER.alreadyExists)
      return { status: 200, body: accountView(linked.account) }
    }),

    update: personal(contract.accounts.update, async ({ body }, caller) => {
      const account = (await linkedAccountsOf(ports, caller.uid)).find(
        (a) => accountKey(a.name) === accountKey(body.name),
      )
      if (!account || !(await game.changePassword(account.name, body.password))) {
        return fail(404, SERVER.notFound)
      }
      return { status: 200, body: accountView(account) }
    }),

    /** An account the game already has: its password in the game proves it is the player's. */
    link: personal(contract.accounts.link, async ({ body }, caller) => {
      const name = await game.checkPassword(accountKey(body.name), body.password)
      if (!name) return fail(400, SERVER.wrongCredentials)
      const characters = (await game.characters([name])).get(accountKey(name)) ?? []
      const linked = await store.transaction((tx) => tx.linkAccount(caller.uid, name, characters))
      if (!linked.ok) return fail(409, SERVER.alreadyLinked)
      return { status: 200, body: accountView(linked.account) }
    }),
  })
}
