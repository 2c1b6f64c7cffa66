import { consoleRoute } from './admin-route'

/** The loyalty rewards by month and stage (src/features/admin/RewardsPage.tsx). */
export const { handle, loader, Component } = consoleRoute('Administration — récompenses', {
  page: () => import('@/features/admin/RewardsPage').then((m) => m.RewardsPage),
  read: async ({ api }) => (await import('@/features/admin/api')).rewardsLoader(api),
})
