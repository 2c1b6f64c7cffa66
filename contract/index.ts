import { c } from './c'
import { accountsContract } from './accounts.contract'
import { contentContract } from './content.contract'
import { adminContract } from './admin.contract'
import { adminContentContract } from './admin-content.contract'
import { deliveriesContract } from './deliveries.contract'
import { fidelityContract } from './fidelity.contract'
import { historyContract } from './history.contract'
import { profileContract } from './profile.contract'
import { rankingContract } from './ranking.contract'
import { rightsContract } from './rights.contract'
import { shopContract } from './shop.contract'
import { votesContract } from './votes.contract'
import { worldContract } from './world.contract'
import { banNoticeContract, operationsContract } from './operations.contract'
import { statusContract } from './status.contract'
import { adminStatusContract } from './admin-status.contract'
import { newsContract } from './news.contract'
import { adminSalesContract, receiptsContract } from './receipts.contract'
import { withdrawalsContract } from './withdrawals.contract'
import { secondFactorContract } from './second-factor.contract'

/**
 * The calls of the portal's API (docs/openapi.json; their words in docs/glossary.md). Status
 * codes are not strict: a client must also expect answers the contract does not list (a 500, a
 * proxy's 502).
 */
export const contract = c.router({
  ranking: rankingContract,
  profile: profileContract,
  accounts: accountsContract,
  votes: votesContract,
  shop: shopContract,
  fidelity: fidelityContract,
  deliveries: deliveriesContract,
  history: historyContract,
  rights: rightsContract,
  content: contentContract,
  admin: adminContract,
  adminContent: adminContentContract,
  world: worldContract,
  operations: operationsContract,
  banNotice: banNoticeContract,
  status: statusContract,
  adminStatus: adminStatusContract,
  news: newsContract,
  receipts: receiptsContract,
  adminSales: adminSalesContract,
  withdrawals: withdrawalsContract,
  secondFactor: secondFactorContract,
})
export type Contract = typeof contract
