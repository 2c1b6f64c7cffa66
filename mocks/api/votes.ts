import { contract } from '@contract/index'
import { VOTE_VALIDATION_DELAY_MS, canVote } from '@contract/rules'
import type { VoteProvider } from '@contract/schemas'
import { tsr } from '@ts-rest/serverless/fetch'
import { db, randomId } from '../db/collections'
import type { VoteProviderRecord } from '../db/schemas'
import { fail, personal } from './context'

/** Never voted: may vote at once. */
const NEVER = new Date(0).toISOString()

function providerView(uid: string, provider: VoteProviderRecord): VoteProvider {
  const state = db.voteStates.findFirst((q) => q.where({ uid, providerId: provider.id }))
  const { id, name, image, link } = provider
  return { id, name, image, link, votes: state?.votes ?? 0, nextVote: state?.nextVote ?? NEVER }
}

async function countVote(uid: string, provider: VoteProviderRecord) {
  const nextVote = new Date(Date.now() + provider.cooldownMs).toISOString()
  const state = db.voteStates.findFirst((q) => q.where({ uid, providerId: provider.id }))
  if (!state) {
    await db.voteStates.create({ uid, providerId: provider.id, votes: 1, nextVote })
    return
  }
  await db.voteStates.update((q) => q.where({ uid, providerId: provider.id }), {
    data(record) {
      record.votes += 1
      record.nextVote = nextVote
    },
  })
}

export const votesRouter = tsr.router(contract.votes, {
  list: personal(contract.votes.list, async (_args, user) => ({
    status: 200,
    body: db.voteProviders.all().map((provider) => providerView(user.uid, provider)),
  })),

  request: personal(contract.votes.request, async ({ body }, user) => {
    const provider = db.voteProviders.findFirst((q) => q.where({ id: body.providerId }))
    if (!provider) return fail(404, 'unknown vote provider')
    if (!canVote(providerView(user.uid, provider).nextVote, new Date())) {
      return fail(403, 'vote on cooldown')
    }
    const token = randomId('vote_')
    await db.voteTokens.create({
      token,
      uid: user.uid,
      providerId: provider.id,
      issuedAt: Date.now(),
      used: false,
    })
    return { status: 200, body: { token } }
  }),

  /**
   * A token is single-use: a too-early or cooldown refusal burns it too, so a
   * script cannot poll until the delay is over. Another player's token is
   * answered like an unknown one.
   */
  validate: personal(contract.votes.validate, async ({ body }, user) => {
    const token = db.voteTokens.findFirst((q) => q.where({ token: body.voteToken, uid: user.uid }))
    if (!token) return fail(404, 'unknown vote token')
    if (token.used) return fail(409, 'vote token already used')
    await db.voteTokens.update((q) => q.where({ token: token.token }), {
      data(record) {
        record.used = true
      },
    })
    const provider = db.voteProviders.findFirst((q) => q.where({ id: token.providerId }))
    if (!provider) return fail(404, 'unknown vote provider')
    if (Date.now() - token.issuedAt < VOTE_VALIDATION_DELAY_MS)
      return fail(403, 'vote validated too early')
    if (!canVote(providerView(user.uid, provider).nextVote, new Date())) {
      return fail(403, 'vote on cooldown')
    }
    await countVote(user.uid, provider)
    return { status: 200, body: providerView(user.uid, provider) }
  }),
})
