import { consoleRoute } from './admin-route'

/** The audit log (src/features/admin/AuditPage.tsx). */
export const { handle, loader, Component } = consoleRoute('Administration — journal', {
  page: () => import('@/features/admin/AuditPage').then((m) => m.AuditPage),
  read: async ({ api }) => (await import('@/features/admin/api')).auditLoader(api),
})
