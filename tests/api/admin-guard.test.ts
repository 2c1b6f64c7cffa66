import { contract } from '@contract/index'
import type { AppRoute } from '@ts-rest/core'
import { describe, expect, it } from 'vitest'
import { backend, clientFor, forEachBackend, rawFetch } from './helpers'

/** Every route of the operator's console, from the contract itself: a new one is checked too. */
const ADMIN_ROUTES = [
  ...Object.entries(contract.admin as Record<string, AppRoute>),
  ...Object.entries(contract.adminContent as Record<string, AppRoute>),
  ...Object.entries(contract.operations as Record<string, AppRoute>),
]

/** A concrete path of the route (any value for its parameters). */
const pathOf = (route: AppRoute) => route.path.replace(/:(\w+)/g, 'x')

async function call(route: AppRoute, token: string | null) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (token) headers.authorization = `Bearer ${token}`
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE'
  return rawFetch(pathOf(route), {
    method: route.method,
    headers,
    ...(hasBody ? { body: '{}' } : {}),
  })
}

describe('the admin contract', () => {
  it('has every route under /admin', () => {
    expect(ADMIN_ROUTES.length).toBeGreaterThan(0)
    for (const [, route] of ADMIN_ROUTES) expect(route.path).toMatch(/^\/admin\//)
  })
})

/** The one admin guard, on both backends: 401 for a visitor, 403 for a player, on every route. */
forEachBackend(() => {
  it.each(ADMIN_ROUTES)('%s answers 401 without a token', async (_name, route) => {
    const answer = await call(route, null)
    expect(answer.status).toBe(401)
  })

  it.each(ADMIN_ROUTES)('%s answers 401 to a malformed token', async (_name, route) => {
    const answer = await call(route, 'not-a-token')
    expect(answer.status).toBe(401)
  })

  it.each(ADMIN_ROUTES)(
    '%s answers 403 to signed-in players without the claim',
    async (_name, route) => {
      for (const uid of ['joueur', 'nouveau'] as const) {
        const answer = await call(route, await backend().tokenFor(uid))
        expect(answer.status).toBe(403)
        expect(((await answer.json()) as { message: string }).message).toBe(
          'Réservé aux opérateurs.',
        )
      }
    },
  )

  it('lets the demo operator read the audit log', async () => {
    const answer = await clientFor('operateur').admin.audit({ query: {} })
    expect(answer.status).toBe(200)
    if (answer.status !== 200) return
    expect(answer.body.entries).toEqual([])
    expect(answer.body.nextCursor).toBeNull()
  })
})
