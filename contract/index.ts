import { c } from './c'
import { accountsContract } from './accounts.contract'
import { fidelityContract } from './fidelity.contract'
import { profileContract } from './profile.contract'
import { rankingContract } from './ranking.contract'
import { shopContract } from './shop.contract'
import { votesContract } from './votes.contract'

/**
 * The thirteen calls of the portal's API (spec section 7). Status codes are not strict:
 * a client must also expect answers the contract does not list (a 500, a proxy's 502).
 */
export const contract = c.router({
  ranking: rankingContract,
  profile: profileContract,
  accounts: accountsContract,
  votes: votesContract,
  shop: shopContract,
  fidelity: fidelityContract,
})
export type Contract = typeof contract
