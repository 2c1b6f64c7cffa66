import { contract } from '@contract/index'
import { tsr } from '@ts-rest/serverless/fetch'
import { approvalRoutes } from './approvals'
import { banNoticeRoutes, banRoutes } from './bans'
import type { Ports } from '../ports'

/** Two pairs of eyes, the undo and bans (docs/decisions/056 and 057). */
export function operationsRouter(ports: Ports) {
  return tsr.router(contract.operations, { ...approvalRoutes(ports), ...banRoutes(ports) })
}

/** The player's own ban notice. */
export function banNoticeRouter(ports: Ports) {
  return tsr.router(contract.banNotice, banNoticeRoutes(ports))
}
