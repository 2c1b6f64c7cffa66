import { contract } from '@contract/index'
import { tsr } from '@ts-rest/serverless/fetch'
import { accountsRouter } from './accounts'
import { fidelityRouter } from './fidelity'
import { profileRouter } from './profile'
import { rankingRouter } from './ranking'
import { shopRouter } from './shop'
import { votesRouter } from './votes'
import type { Ports } from './ports'

/** Every call of the contract over the given ports, typed and validated by the contract. */
export function createApiRouter(ports: Ports) {
  return tsr.router(contract, {
    ranking: rankingRouter(ports),
    profile: profileRouter(ports),
    accounts: accountsRouter(ports),
    votes: votesRouter(ports),
    shop: shopRouter(ports),
    fidelity: fidelityRouter(ports),
  })
}
