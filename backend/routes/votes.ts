import { contract } from '@contract/index'
import { VOTE_TOKEN_LIFETIME_MS, VOTE_VALIDATION_DELAY_MS, canVote } from '@contract/rules'
import type { VoteSiteView } from '@contract/schemas'
import { tsr } from '@ts-rest/serverless/fetch'
import { fail, personalRoutes } from '../http/context'
import { bannedRefusal } from '../domain/bans'
import { randomId } from '../domain/ids'
import { CLIENT_IP_HEADER } from '../http/client-ip'
import { callLimiter, type LimitSettings } from '../http/rate-limits'
import type { Ports, VoteSite, VoteState } from '../ports'
import { confirmVote, listedLink, voteLinkOf } from '../domain/vote-verification'

/** Never voted: may vote at once. */
const NEVER: VoteState = { votes: 0, nextVote: new Date(0).toISOString() }

function providerView(site: VoteSite, state: VoteState | undefined): VoteSiteView {
  const { id, name, image } = site
  return { id, name, image, link: listedLink(site), ...(state ?? NEVER) }
}

/** What the 202 of a validation says: the site did not confirm the vote (yet). */
const UNCONFIRMED = { confirmed: false as const, message: 'vote not confirmed by the site' }

export function votesRouter(ports: Ports, settings: () => LimitSettings) {
  const { store, identity, clock } = ports
  const personal = personalRoutes(identity, callLimiter(ports.limits, settings))
  return tsr.router(contract.votes, {
    list: personal(contract.votes.list, async (_args, caller) => {
      const providers = await store.transaction(async (tx) => {
        const states = await tx.votes.states(caller.uid)
        return (await tx.votes.listSites()).map((site) => providerView(site, states[site.id]))
      })
      return { status: 200, body: providers }
    }),

    request: personal(
      contract.votes.request,
      async ({ body }, caller, request, charge) => {
        const banned = await bannedRefusal(ports, caller.uid)
        if (banned) return banned
        await charge()
        return store.transaction(async (tx) => {
          const site = (await tx.votes.listSites()).find((s) => s.id === body.providerId)
          if (!site) return fail(404, 'unknown vote provider')
          const now = clock.now()
          const state = (await tx.votes.states(caller.uid))[site.id] ?? NEVER
          if (!canVote(state.nextVote, now)) return fail(403, 'vote on cooldown')
          const token = randomId('vote_')
          const ref = randomId().slice(0, 20)
          await tx.votes.insertToken({
            token,
            uid: caller.uid,
            providerId: site.id,
            issuedAt: now.getTime(),
            ip: request.headers.get(CLIENT_IP_HEADER),
            ref,
          })
          return { status: 200 as const, body: { token, link: voteLinkOf(site, ref) } }
        })
      },
      'voteRequest',
    ),

    /**
     * A token is single-use and counts only once its site confirms the vote (fail closed): a
     * site that refuses, cannot be reached or answers anything unexpected gives 202, the token
     * kept for a later try within its lifetime. A too-early, expired or cooldown refusal burns
     * it, so that a script cannot poll until the delay is over. The site is asked outside any
     * transaction; consuming the token then is atomic, so concurrent calls count one vote.
     * Another player's token is answered like an unknown one.
     */
    validate: personal(
      contract.votes.validate,
      async ({ body }, caller, _request, charge) => {
        const banned = await bannedRefusal(ports, caller.uid)
        if (banned) return banned
        await charge()
        const now = clock.now()
        const checked = await store.transaction(async (tx) => {
          const found = await tx.votes.findToken(body.voteToken, caller.uid)
          if (found.status === 'unknown') return fail(404, 'unknown vote token')
          if (found.status === 'used') return fail(409, 'vote token already used')
          const { token } = found
          const site = (await tx.votes.listSites()).find((s) => s.id === token.providerId)
          if (!site) return fail(404, 'unknown vote provider')
          const age = now.getTime() - token.issuedAt
          if (age < VOTE_VALIDATION_DELAY_MS || age > VOTE_TOKEN_LIFETIME_MS) {
            await tx.votes.consumeToken(token.token, caller.uid)
            return fail(
              403,
              age < VOTE_VALIDATION_DELAY_MS ? 'vote validated too early' : 'vote token expired',
            )
          }
          return { site, token }
        })
        if ('status' in checked) return checked
        const { site, token } = checked
        const confirmation = await confirmVote(ports, site, token, now)
        if (!confirmation.confirmed) return { status: 202 as const, body: UNCONFIRMED }
        return store.transaction(async (tx) => {
          const consumed = await tx.votes.consumeToken(token.token, caller.uid)
          if (consumed.status !== 'consumed') return fail(409, 'vote token already used')
          const next = confirmation.nextVote ?? new Date(now.getTime() + site.cooldownMs)
          const state = await tx.votes.count(caller.uid, site.id, now, next)
          if (!state) return fail(403, 'vote on cooldown')
          await tx.ledger.recordCase(caller.uid, { kind: 'vote', reference: site.id })
          return { status: 200 as const, body: providerView(site, state) }
        })
      },
      'voteValidate',
    ),
  })
}
