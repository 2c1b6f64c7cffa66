import { consoleRoute } from './admin-route'

/** The vote sites (src/features/admin/VoteSitesPage.tsx). */
export const { handle, loader, Component } = consoleRoute('Administration — sites de vote', {
  page: () => import('@/features/admin/VoteSitesPage').then((m) => m.VoteSitesPage),
  read: async ({ api }) => (await import('@/features/admin/api')).voteSitesLoader(api),
})
