import { consoleRoute } from './admin-route'

/** The promotion windows (src/features/admin/PromotionsPage.tsx). */
export const { handle, loader, Component } = consoleRoute('Administration — promotions', {
  page: () => import('@/features/admin/PromotionsPage').then((m) => m.PromotionsPage),
  read: async ({ api }) => (await import('@/features/admin/api')).promotionsLoader(api),
})
