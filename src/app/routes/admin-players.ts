import { consoleRoute } from './admin-route'

/** The console's home: the players' search (src/features/admin/PlayersPage.tsx). */
export const { handle, loader, Component } = consoleRoute('Administration — joueurs', {
  page: () => import('@/features/admin/PlayersPage').then((m) => m.PlayersPage),
  read: async ({ api }, { request }) =>
    (await import('@/features/admin/api')).playersLoader(api, request),
})
