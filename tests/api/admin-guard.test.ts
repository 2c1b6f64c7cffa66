import { contract } from '@contract/index'
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core'
import { describe, expect, it, vi } from 'vitest'
import { backend, clientFor, forEachBackend, rawFetch } from './helpers'
import { stepUpFor } from './step-up'

/** Every route of a router, nested ones included, with its dotted name. */
const routesOf = (router: AppRouter, prefix = ''): [string, AppRoute][] =>
  Object.entries(router).flatMap(([name, entry]) =>
    isAppRoute(entry) ? [[`${prefix}${name}`, entry]] : routesOf(entry, `${prefix}${name}.`),
  )

/** The calls by which an operator gets his step-up: every other /admin call requires one. */
const STEP_UP_ROUTES = new Set(['status', 'enrol', 'confirm', 'verify'])

/** Every route of the operator's console, from the contract itself: a new one is checked too. */
const ADMIN_ROUTES = [
  ...routesOf(contract.admin),
  ...routesOf(contract.adminContent),
  ...routesOf(contract.operations),
  ...routesOf(contract.adminStatus),
  ...routesOf(contract.news).filter(([, route]) => route.path.startsWith('/admin/')),
  ...routesOf(contract.secondFactor.operator).filter(([name]) => !STEP_UP_ROUTES.has(name)),
]

/** A concrete path of the route (any value for its parameters). */
const pathOf = (route: AppRoute) => route.path.replace(/:(\w+)/g, 'x')

async function call(route: AppRoute, token: string | null, stepUp?: string | null) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (token) headers.authorization = `Bearer ${token}`
  if (stepUp) headers['x-second-factor'] = stepUp
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

  const refusedForStepUp = async (answer: Response) => {
    expect(answer.status).toBe(403)
    expect(await answer.json()).toEqual({
      code: 'secondFactorRequired',
      message:
        'Saisissez le code de votre application d’authentification pour utiliser la console.',
    })
  }

  it.each(ADMIN_ROUTES)(
    '%s answers 403 secondFactorRequired to an operator without a step-up',
    async (_name, route) => {
      await refusedForStepUp(await call(route, await backend().tokenFor('operateur')))
    },
  )

  it.each(ADMIN_ROUTES)(
    "%s refuses another operator's step-up, a made-up one and an expired one",
    async (_name, route) => {
      const token = await backend().tokenFor('operateur')
      const others = await stepUpFor(backend().baseUrl, await backend().tokenFor('operatrice'))
      await refusedForStepUp(await call(route, token, others))
      await refusedForStepUp(await call(route, token, 'f'.repeat(64)))
      const own = await stepUpFor(backend().baseUrl, token)
      expect((await call(route, token, own)).status).not.toBe(403)
      vi.useFakeTimers({ now: Date.now() + 12 * 3600_000 + 1000, toFake: ['Date'] })
      await refusedForStepUp(await call(route, await backend().tokenFor('operateur'), own))
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
