import { consoleRoute } from './admin-route'

/** The maintenance notice (src/features/admin/NoticePage.tsx). */
export const { handle, loader, Component } = consoleRoute('Administration — maintenance', {
  page: () => import('@/features/admin/NoticePage').then((m) => m.NoticePage),
  read: async ({ api }) => (await import('@/features/admin/api')).noticeLoader(api),
})
