import { consoleRoute } from './admin-route'

/** The credits and debits waiting for a second operator (src/features/admin/ApprovalsPage.tsx). */
export const { handle, loader, Component } = consoleRoute('Administration — approbations', {
  page: () => import('@/features/admin/ApprovalsPage').then((m) => m.ApprovalsPage),
  read: async ({ api }) => (await import('@/features/admin/api')).approvalsLoader(api),
})
