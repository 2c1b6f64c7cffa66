import { c } from './c'
import { AuditPageSchema, AuditQuerySchema, personalRouter } from './schemas'

/**
 * The operator's console: every call under one prefix, /admin, and each answers 401 without a
 * valid token and 403 to a signed-in player without the `admin` custom claim, before anything
 * else (backend/context.ts adminRoutes).
 */
export const adminContract = c.router(
  {
    audit: {
      method: 'GET',
      path: '/audit',
      query: AuditQuerySchema,
      responses: { 200: AuditPageSchema },
      summary:
        'The audit log, newest first, paginated: who did what to whom, when, why, and the result',
    },
  },
  { ...personalRouter, pathPrefix: '/admin' },
)
