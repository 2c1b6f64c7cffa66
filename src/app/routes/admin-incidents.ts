import { consoleRoute } from './admin-route'

/** Incidents and planned maintenance (src/features/admin/IncidentsPage.tsx). */
export const { handle, loader, Component } = consoleRoute('Administration — incidents', {
  page: () => import('@/features/admin/IncidentsPage').then((m) => m.IncidentsPage),
  read: async ({ api }) => (await import('@/features/admin/api')).incidentsLoader(api),
})
