import { contract } from '@contract/index'
import { VOTE_VALIDATION_DELAY_MS, canVote } from '@contract/rules'
import type { VoteProvider } from '@contract/schemas'
import { tsr } from '@ts-rest/serverless/fetch'
import { fail, personalRoutes } from './context'
import { randomId } from './ids'
import type { Ports, VoteSite, VoteState } from './ports'

/** Never voted: may vote at once. */
const NEVER: VoteState = { votes: 0, nextVote: new Date(0).toISOString() }

function providerView(site: VoteSite, state: VoteState | undefined): VoteProvider {
  const { id, name, image, link } = site
  return { id, name, image, link, ...(state ?? NEVER) }
}

export function votesRouter({ store, identity, clock }: Ports) {
  const personal = personalRoutes(identity)
  return tsr.router(contract.votes, {
    list: personal(contract.votes.list, async (_args, caller) => {
      const providers = await store.transaction(async (tx) => {
        const states = await tx.voteStates(caller.uid)
        return (await tx.listVoteSites()).map((site) => providerView(site, states[site.id]))
      })
      return { status: 200, body: providers }
    }),

    request: personal(contract.votes.request, async ({ body }, caller) =>
      store.transaction(async (tx) => {
        const site = (await tx.listVoteSites()).find((s) => s.id === body.providerId)
        if (!site) return fail(404, 'unknown vote provider')
        const now = clock.now()
        const state = (await tx.voteStates(caller.uid))[site.id] ?? NEVER
        if (!canVote(state.nextVote, now)) return fail(403, 'vote on cooldown')
        const token = randomId('vote_')
        await tx.insertVoteToken({
          token,
          uid: caller.uid,
          providerId: site.id,
          issuedAt: now.getTime(),
        })
        return { status: 200 as const, body: { token } }
      }),
    ),

    /**
     * A token is single-use: a too-early or cooldown refusal burns it too, so a
     * script cannot poll until the delay is over. Another player's token is
     * answered like an unknown one.
     */
    validate: personal(contract.votes.validate, async ({ body }, caller) =>
      store.transaction(async (tx) => {
        const consumed = await tx.consumeVoteToken(body.voteToken, caller.uid)
        if (consumed.status === 'unknown') return fail(404, 'unknown vote token')
        if (consumed.status === 'used') return fail(409, 'vote token already used')
        const { token } = consumed
        const site = (await tx.listVoteSites()).find((s) => s.id === token.providerId)
        if (!site) return fail(404, 'unknown vote provider')
        const now = clock.now()
        if (now.getTime() - token.issuedAt < VOTE_VALIDATION_DELAY_MS) {
          return fail(403, 'vote validated too early')
        }
        const next = new Date(now.getTime() + site.cooldownMs)
        const state = await tx.countVote(caller.uid, site.id, now, next)
        if (!state) return fail(403, 'vote on cooldown')
        await tx.recordLedgerCase(caller.uid, { kind: 'vote', reference: site.id })
        return { status: 200 as const, body: providerView(site, state) }
      }),
    ),
  })
}
