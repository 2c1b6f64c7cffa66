import { contract } from '@contract/index'
import { AUDIT_PAGE_SIZE } from '@contract/schemas'
import { tsr } from '@ts-rest/serverless/fetch'
import { auditView } from './audit'
import { adminRoutes } from './context'
import type { Ports } from './ports'

/** The operator's console (/admin): every route behind the admin guard. */
export function adminRouter(ports: Ports) {
  const { store, identity } = ports
  const admin = adminRoutes(identity)
  const routes = contract.admin
  return tsr.router(routes, {
    audit: admin(routes.audit, async ({ query }) => {
      const limit = query.limit ?? AUDIT_PAGE_SIZE.default
      const rows = await store.transaction((tx) =>
        tx.auditLog({
          before: query.cursor ? Number(query.cursor) : null,
          limit: limit + 1,
          target: query.target ?? null,
        }),
      )
      const shown = rows.slice(0, limit)
      const last = shown.at(-1)
      return {
        status: 200,
        body: {
          entries: shown.map(auditView),
          nextCursor: rows.length > limit && last ? String(last.id) : null,
        },
      }
    }),
  })
}
