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
import { DEFAULT_WORLD, worldRouter } from './world'
import { banNoticeRouter, operationsRouter } from './operations'
import { statusRouter } from './status'
import { adminStatusRouter } from './admin-status'
import { newsRouter } from './news'
import { adminSalesRouter, receiptsRouter } from './receipts'
import { withdrawalsRouter } from './withdrawals'
import { secondFactorRouter } from './second-factor'
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
    world: worldRouter(ports, { ...DEFAULT_WORLD, ttlMs: ranking.ttlMs }),
    operations: operationsRouter(ports),
    banNotice: banNoticeRouter(ports),
    status: statusRouter(ports),
    adminStatus: adminStatusRouter(ports),
    news: newsRouter(ports),
    receipts: receiptsRouter(ports),
    adminSales: adminSalesRouter(ports),
    withdrawals: withdrawalsRouter(ports),
    secondFactor: secondFactorRouter(ports, limits),
  })
}
