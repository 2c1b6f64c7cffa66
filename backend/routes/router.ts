import { contract } from '@contract/index'
import { tsr } from '@ts-rest/serverless/fetch'
import { accountsRouter } from './accounts'
import { contentRouter } from './content'
import { adminRouter } from './admin'
import { adminContentRouter } from './admin-content'
import { deliveriesRouter } from './deliveries'
import { fidelityRouter } from './fidelity'
import { historyRouter } from './history'
import type { LimitSettings } from '../http/rate-limits'
import { profileRouter } from './profile'
import { rankingRouter, type RankingSettings } from './ranking'
import { rightsRouter } from './rights'
import { shopRouter } from './shop'
import { votesRouter } from './votes'
import { newsRouter } from './news'
import type { Ports } from '../ports'

/** Every call of the contract over the given ports, typed and validated by the contract. */
export function createApiRouter(
  ports: Ports,
  { ranking, limits }: { ranking: RankingSettings; limits: () => LimitSettings },
) {
  return tsr.router(contract, {
    ranking: rankingRouter(ports, ranking),
    profile: profileRouter(ports),
    accounts: accountsRouter(ports, limits),
    votes: votesRouter(ports, limits),
    shop: shopRouter(ports, limits),
    fidelity: fidelityRouter(ports, limits),
    deliveries: deliveriesRouter(ports),
    history: historyRouter(ports),
    rights: rightsRouter(ports, limits),
    content: contentRouter(ports),
    admin: adminRouter(ports, limits),
    adminContent: adminContentRouter(ports),
    news: newsRouter(ports),
  })
}
