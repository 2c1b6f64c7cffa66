import { contract } from '@contract/index'
import {
  GAME_ACCOUNT_ACCESS_MESSAGES as ACCESS,
  GAME_ACCOUNT_SERVER_MESSAGES as SERVER,
} from '@contract/rules/game-account'
import { GAME_ACCOUNT_CAP_MESSAGE } from '@contract/rules/limits'
import { tsr } from '@ts-rest/serverless/fetch'
import { fail, personalRoutes } from '../http/context'
import { bannedRefusal } from '../domain/bans'
import { accountKey, accountView, linkedAccountsOf } from '../domain/game-accounts'
import { callLimiter, type LimitSettings } from '../http/rate-limits'
import { countLinkAttempt } from '../domain/link-attempts'
import { idempotent } from '../domain/idempotency'
import { passwordChangeFingerprint } from '../domain/password-change'
import { answered, playerCodeGuard } from '../domain/second-factor-player'
import type { LinkOutcome, Ports } from '../ports'

/** 409 for a link the store refused: the cap of game accounts, or a name already linked. */
const linkRefusal = (linked: Exclude<LinkOutcome, { ok: true }>, linkedMessage: string) =>
  fail(409, 'cap' in linked ? GAME_ACCOUNT_CAP_MESSAGE : linkedMessage)

/*
 * The form's rules are the body's schema (contract/rules/game-account.ts): a form that breaks one
 * never reaches these handlers, and is answered with the rule's wording (handler.ts).
 */

export function accountsRouter(ports: Ports, settings: () => LimitSettings) {
  const { game, identity, store } = ports
  const limiter = callLimiter(ports.limits, settings)
  const personal = personalRoutes(identity, limiter)
  /** What changes the accounts a player owns: a revoked token or a disabled user is refused. */
  const owned = personalRoutes(identity, limiter, { strict: true })
  /** Whether the player owns as many game accounts as allowed already (checked again at link). */
  const atCap = async (uid: string) =>
    (await store.read((reads) => reads.links.accounts(uid))).length >= settings().maxGameAccounts
  return tsr.router(contract.accounts, {
    // Reads the game's database: counted per player and address.
    list: personal(
      contract.accounts.list,
      async (_args, caller, _request, charge) => {
        await charge() // nothing cheap to refuse first
        return { status: 200, body: (await linkedAccountsOf(ports, caller.uid)).map(accountView) }
      },
      'accountsRead',
    ),

    /**
     * The game decides whether the name is free (its own uniqueness, whatever the case), then the
     * portal records the owner. Should the portal fail between the two, the account exists in the
     * game without an owner, and its creator links it with its password (never the reverse: a
     * link to an account the game does not have). A player at the cap of game accounts is
     * refused before the game is asked.
     */
    create: owned(
      contract.accounts.create,
      async ({ body }, caller, _request, charge) => {
        const banned = await bannedRefusal(ports, caller.uid)
        if (banned) return banned
        if (await atCap(caller.uid)) return fail(409, GAME_ACCOUNT_CAP_MESSAGE)
        await charge()
        const created = await game.createAccount(accountKey(body.name), body.password)
        if (!created.ok) return fail(409, SERVER.alreadyExists)
        const max = settings().maxGameAccounts
        const linked = await store.transaction((tx) =>
          tx.links.add(caller.uid, created.name, [], max),
        )
        if (!linked.ok) return linkRefusal(linked, SERVER.alreadyExists)
        return { status: 200, body: accountView(linked.account) }
      },
      'gameAccounts',
    ),

    /**
     * Only an account the player owns, and only with its current password in the game: a session
     * left open, or a password guessed, is not enough to take the account from its owner. A
     * banned player cannot change it (his blocked account must stay as the game knows it). His
     * enabled second factor asks for a code first (docs/decisions/059). With an idempotency key,
     * the retry of a change whose answer was lost answers as the first did, its code spent
     * (docs/decisions/068): the key keeps the verdict, and the game is given the password again.
     */
    update: owned(
      contract.accounts.update,
      async ({ body, headers }, caller, _request, charge) => {
        const banned = await bannedRefusal(ports, caller.uid)
        if (banned) return banned
        const account = (await linkedAccountsOf(ports, caller.uid)).find(
          (a) => accountKey(a.name) === accountKey(body.name),
        )
        if (!account) return fail(404, SERVER.notFound)
        await charge()
        const guard = await playerCodeGuard(ports, caller.uid, headers)
        if (guard && 'refused' in guard) return guard.refused
        const key = headers['idempotency-key']
        const fingerprint = await passwordChangeFingerprint(key, { ...body, name: account.name })
        const request = { uid: caller.uid, key, route: 'accounts.update', body: fingerprint }
        // Read before the transaction: the game is never called inside one.
        const rightPassword = await game.checkPassword(
          accountKey(account.name),
          body.currentPassword,
        )
        const verdict = await answered(() =>
          store.transaction((tx) =>
            idempotent(tx, request, async () => {
              await guard?.take(tx)
              if (!rightPassword) return fail(400, ACCESS.wrongCurrentPassword)
              return { status: 200 as const, body: accountView(account) }
            }),
          ),
        )
        if (verdict.status !== 200) return verdict
        // Allowed now or by the first request of this key: the same password again changes nothing.
        if (!(await game.changePassword(account.name, body.password))) {
          return fail(404, SERVER.notFound)
        }
        return verdict
      },
      'gameAccounts',
    ),

    /**
     * An account the game already has: its password in the game proves it is the player's. The
     * answer must not tell a right password from a wrong one for an account someone else owns:
     * one refusal for them all, and attempts counted per account name, whoever makes them
     * (docs/decisions/042-access-and-limits.md).
     */
    link: owned(
      contract.accounts.link,
      async ({ body }, caller, _request, charge) => {
        const banned = await bannedRefusal(ports, caller.uid)
        if (banned) return banned
        const key = accountKey(body.name)
        const mine = await store.read((reads) => reads.links.accounts(caller.uid))
        if (mine.some((a) => accountKey(a.name) === key)) return fail(409, ACCESS.linkedToCaller)
        if (mine.length >= settings().maxGameAccounts) return fail(409, GAME_ACCOUNT_CAP_MESSAGE)
        await charge()
        await countLinkAttempt(ports.limits, key)
        const name = await game.checkPassword(key, body.password)
        if (!name) return fail(400, ACCESS.linkRefused)
        const characters = (await game.characters([name])).get(accountKey(name)) ?? []
        const max = settings().maxGameAccounts
        const linked = await store.transaction((tx) =>
          tx.links.add(caller.uid, name, characters, max),
        )
        if (!linked.ok) {
          return 'cap' in linked
            ? fail(409, GAME_ACCOUNT_CAP_MESSAGE)
            : fail(400, ACCESS.linkRefused)
        }
        return { status: 200, body: accountView(linked.account) }
      },
      'gameAccounts',
    ),
  })
}
