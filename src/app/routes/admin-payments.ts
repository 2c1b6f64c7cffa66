import { consoleRoute } from './admin-route'

/** The payments and the totals per month (src/features/admin/PaymentsPage.tsx). */
export const { handle, loader, Component } = consoleRoute('Administration — paiements', {
  page: () => import('@/features/admin/PaymentsPage').then((m) => m.PaymentsPage),
  read: async ({ api }, { request }) =>
    (await import('@/features/admin/api')).paymentsLoader(api, request),
})
