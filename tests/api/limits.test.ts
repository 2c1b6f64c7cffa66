import type { AppRoute } from '@ts-rest/core'
import type { ZodTypeAny } from 'zod'
import { beforeEach, describe, expect, it } from 'vitest'
import { badBodies, badQueries, contractRoutes } from './fuzz'
import {
  backend,
  clientFor,
  forEachBackend,
  rawFetch,
  roomyLimits,
  stepUpOf,
  type Uid,
} from './helpers'

/** Input limits and a fuzz of the thirteen calls, on every backend under test. */
const hasBodySchema = (route: AppRoute) =>
  'body' in route && typeof (route.body as Partial<ZodTypeAny> | null)?.safeParse === 'function'
/**
 * Every call but those without a body that are not reads (the account's closure: it reads
 * nothing of a request but its bearer, and tests/api/rights.test.ts holds it).
 */
const ROUTES = contractRoutes().filter(
  ([, route]) => route.method === 'GET' || hasBodySchema(route),
)
const BODY_ROUTES = ROUTES.filter(([, route]) => route.method !== 'GET')
const BODIES_PER_CALL = 200

const isPersonal = (route: AppRoute) => route.headers !== undefined

async function send(route: AppRoute, body?: string, query = ''): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  // The console's calls as the demo operator (a player's token stops at their guard: 403).
  const uid = route.path.startsWith('/admin') ? 'operateur' : 'joueur'
  if (isPersonal(route)) {
    const bearer = await backend().tokenFor(uid)
    headers.authorization = `Bearer ${bearer}`
    // A verified operator's: the input limits, not the second factor, answer (decision 059).
    const stepUp = await stepUpOf(bearer)
    if (stepUp) headers['x-second-factor'] = stepUp
  }
  return rawFetch(`${route.path}${query}`, { method: route.method, headers, body })
}

/** What a player can see of their state: it must be the same before and after bad requests. */
async function visibleState() {
  const of = async (uid: Uid) => {
    const client = clientFor(uid)
    const [profile, accounts, claimable, votes] = await Promise.all([
      client.profile.get(),
      client.accounts.list(),
      client.fidelity.claimable(),
      client.votes.list(),
    ])
    return [profile, accounts, claimable, votes].map(({ status, body }) => ({ status, body }))
  }
  const ranking = await clientFor('joueur').ranking.characters()
  return { joueur: await of('joueur'), nouveau: await of('nouveau'), ranking: ranking.body }
}

forEachBackend(() => {
  describe('input limits', () => {
    it.each(BODY_ROUTES.map(([key, route]) => [key, route] as const))(
      '%s answers 413 to a body over 64 KB and 400 to a null body, changing nothing',
      async (_key, route) => {
        const before = await visibleState()
        const big = JSON.stringify({ name: 'x'.repeat(64 * 1024) })
        expect((await send(route, big)).status).toBe(413)
        expect((await send(route, 'null')).status).toBe(400)
        expect(await visibleState()).toEqual(before)
      },
    )

    it('answers 405 to an unknown method and 400 to a malformed target', async () => {
      const token = await backend().tokenFor('joueur')
      const headers = { authorization: `Bearer ${token}` }
      expect((await rawFetch('/me/profile', { method: 'PROPFIND', headers })).status).toBe(405)
      expect((await rawFetch('/ranking/characters', { method: 'FOO' })).status).toBe(405)
      expect((await rawFetch('/me/%E0%A4%A', { headers })).status).toBe(400)
      expect((await rawFetch('/%', { headers })).status).toBe(400)
    })

    it('answers 400 to strings longer than the contract allows', async () => {
      const long = 'a'.repeat(129)
      const checkout = await clientFor('joueur').shop.checkout({ body: { priceId: long } })
      expect(checkout).toMatchObject({
        status: 400,
        body: { message: expect.stringMatching(/^Requête invalide/) },
      })
      const account = await clientFor('nouveau').accounts.create({
        body: { name: 'fuzz01', password: `a${long}`, passwordConfirm: `a${long}` },
      })
      expect(account.status).toBe(400)
      expect((await clientFor('nouveau').accounts.list()).body).toEqual([])
    })
  })

  describe(`fuzz: ${BODIES_PER_CALL} bad requests per call`, { timeout: 120_000 }, () => {
    // 200 calls of a limited read (GET /me/accounts...): the rate limits are not under test here.
    beforeEach(() => backend().setLimits(roomyLimits()))
    it.each(ROUTES.map(([key, route]) => [key, route] as const))(
      '%s never answers 5xx and changes nothing',
      async (key, route) => {
        const before = await visibleState()
        const statuses = new Set<number>()
        if (route.method === 'GET') {
          for (const query of badQueries(key, BODIES_PER_CALL)) {
            statuses.add((await send(route, undefined, query)).status)
          }
        } else {
          for (const body of badBodies(
            key,
            ('body' in route ? route.body : undefined) as ZodTypeAny,
            BODIES_PER_CALL,
          )) {
            const status = (await send(route, body)).status
            statuses.add(status)
            if (status >= 500) throw new Error(`${key} answered ${status} to ${body.slice(0, 200)}`)
          }
          expect([...statuses].every((status) => status >= 400 && status < 500)).toBe(true)
        }
        expect([...statuses].filter((status) => status >= 500)).toEqual([])
        expect(await visibleState()).toEqual(before)
      },
    )
  })
})
