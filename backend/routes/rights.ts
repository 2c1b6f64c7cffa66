import { contract } from '@contract/index'
import { RECENT_SIGN_IN_REQUIRED, isRecentSignIn } from '@contract/rules/rights'
import { HISTORY_PAGE_SIZE, type DataExport, type HistoryEntry } from '@contract/schemas'
import { tsr } from '@ts-rest/serverless/fetch'
import { fail, personalRoutes } from '../http/context'
import { accountView } from '../domain/game-accounts'
import { historyPage } from './history'
import { randomId } from '../domain/ids'
import { currentProfile } from './profile'
import { callLimiter, type LimitSettings } from '../http/rate-limits'
import type { Caller, Ports } from '../ports'

/** What the portal keeps about the player, read in one transaction (one consistent picture). */
async function exportOf(ports: Ports, caller: Caller): Promise<DataExport> {
  const now = ports.clock.now()
  return ports.store.transaction(async (tx) => {
    const history: HistoryEntry[] = []
    let cursor: string | undefined
    do {
      const page = await historyPage(ports, tx, caller.uid, {
        cursor,
        limit: HISTORY_PAGE_SIZE.max,
      })
      history.push(...page.entries)
      cursor = page.nextCursor ?? undefined
    } while (cursor)
    const audit: DataExport['audit'] = []
    let before: number | null = null
    for (;;) {
      const rows = await tx.audit.list({ before, limit: 200, target: caller.uid })
      for (const { at, action, reason, result, message } of rows) {
        audit.push({ at, action, reason, result, message })
      }
      const last = rows.at(-1)
      if (rows.length < 200 || !last) break
      before = last.id
    }
    const addresses = (await tx.votes.addresses(caller.uid)).map(({ ip, at }) => ({
      ip,
      use: 'vote' as const,
      at: new Date(at).toISOString(),
    }))
    const states = await tx.votes.states(caller.uid)
    const sites = new Map((await tx.votes.listSites()).map((site) => [site.id, site.name]))
    return {
      exportedAt: now.toISOString(),
      account: { uid: caller.uid, email: caller.email, emailVerified: caller.emailVerified },
      profile: currentProfile(await tx.profiles.get(caller.uid), now),
      gameAccounts: (await tx.links.accounts(caller.uid)).map(accountView),
      history,
      votes: Object.entries(states).map(([providerId, state]) => ({
        providerId,
        providerName: sites.get(providerId) ?? null,
        ...state,
      })),
      addresses,
      audit,
    }
  })
}

/**
 * GET /me/export and DELETE /me/account: the rights of access and erasure
 * (docs/decisions/031-account-erasure.md). The closure erases the portal's data in one
 * transaction, then the identity: a failure of the latter leaves a user who can sign in to an
 * empty profile and ask again (both steps are idempotent).
 */
export function rightsRouter(ports: Ports, settings: () => LimitSettings) {
  const { store, identity, clock } = ports
  const personal = personalRoutes(identity, callLimiter(ports.limits, settings))
  /** The closure: a revoked token or a disabled user is refused at once. */
  const strict = personalRoutes(identity, undefined, { strict: true })
  return tsr.router(contract.rights, {
    // Reads everything the portal keeps about him: counted per player and address.
    export: personal(
      contract.rights.export,
      async (_args, caller, _request, charge) => {
        await charge() // nothing cheap to refuse first
        return { status: 200, body: await exportOf(ports, caller) }
      },
      'dataExport',
    ),

    erase: strict(contract.rights.erase, async (_args, caller) => {
      if (!isRecentSignIn(caller.authTime, clock.now())) {
        return fail(403, RECENT_SIGN_IN_REQUIRED)
      }
      const erasedId = randomId('erased:')
      await store.transaction((tx) => tx.players.erase(caller.uid, erasedId))
      await identity.deleteUser(caller.uid)
      return { status: 200, body: { erased: true as const } }
    }),
  })
}
