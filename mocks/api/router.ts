import { contract } from '@contract/index'
import { tsr } from '@ts-rest/serverless/fetch'
import { accountsRouter } from './accounts'
import { fidelityRouter } from './fidelity'
import { profileRouter } from './profile'
import { rankingRouter } from './ranking'
import { shopRouter } from './shop'
import { votesRouter } from './votes'

/** The embedded backend: every call of the contract, typed and validated by it. */
export const apiRouter = tsr.router(contract, {
  ranking: rankingRouter,
  profile: profileRouter,
  accounts: accountsRouter,
  votes: votesRouter,
  shop: shopRouter,
  fidelity: fidelityRouter,
})
