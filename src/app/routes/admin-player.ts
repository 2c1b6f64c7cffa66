import { consoleRoute } from './admin-route'

/** One player (src/features/admin/PlayerPage.tsx). */
export const { handle, loader, Component } = consoleRoute('Administration — joueur', {
  page: () => import('@/features/admin/PlayerPage').then((m) => m.PlayerPage),
  read: async ({ api }, { params }) =>
    (await import('@/features/admin/api')).playerLoader(api, params.uid ?? ''),
})
