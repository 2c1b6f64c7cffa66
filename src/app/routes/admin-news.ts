import { consoleRoute } from './admin-route'

/** The news in the console (src/features/admin/NewsPage.tsx). */
export const { handle, loader, Component } = consoleRoute('Administration — actualités', {
  page: () => import('@/features/admin/NewsPage').then((m) => m.NewsPage),
  read: async ({ api }) => (await import('@/features/admin/api')).newsLoader(api),
})
