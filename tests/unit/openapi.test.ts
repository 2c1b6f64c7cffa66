import { existsSync, readFileSync } from 'node:fs'
import { Validator } from '@seriousme/openapi-schema-validator'
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core'
import { describe, expect, it } from 'vitest'
import { contract } from '../../contract/index'
import { buildOpenApi, OPENAPI_PATH, serialize } from '../../scripts/openapi'

function routesOf(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((entry) => (isAppRoute(entry) ? [entry] : routesOf(entry)))
}

/** `/me/accounts/:accountId` in the contract is `/me/accounts/{accountId}` in OpenAPI. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')

describe('docs/openapi.json', () => {
  const generated = buildOpenApi()

  it('is a valid OpenAPI 3 document', async () => {
    const validator = new Validator()
    const result = await validator.validate(structuredClone(generated))
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toMatch(/^3\./)
  })

  it('describes every call of the contract, personal ones behind the bearer', () => {
    const paths = generated.paths as Record<string, Record<string, { security?: unknown[] }>>
    const routes = routesOf(contract)
    // 20 for the players and visitors (GET /me/ban among them), 4 public reads of content and
    // status, 31 of the operator's console (8 of approvals, undo and bans, 3 of incidents),
    // 3 public reads of the characters and guilds; the news: 2 public reads, 6 of the console;
    // the receipts: 2 of the player, 1 of the console (the sales' CSV);
    // the withdrawals: 1 read and 1 request of the player; the second factor: 9.
    expect(routes).toHaveLength(80)
    for (const route of routes) {
      const operation = paths[openApiPath(route.path)]?.[route.method.toLowerCase()]
      expect(operation, `${route.method} ${route.path}`).toBeDefined()
      const headers = route.headers as { shape?: Record<string, unknown> } | undefined
      const personal = headers?.shape?.authorization !== undefined
      expect(!!operation?.security, `${route.method} ${route.path} security`).toBe(personal)
    }
  })

  it('shows the rules of the game-account form on its create and update bodies', () => {
    const paths = generated.paths as Record<string, Record<string, unknown>>
    for (const method of ['post', 'put']) {
      const body = JSON.stringify(paths['/me/accounts']?.[method])
      expect(body, method).toContain(JSON.stringify(`^[A-Za-z0-9]{3,16}$`))
      expect(body, method).toContain('"minLength":6')
      expect(body, method).toContain('"maxLength":15')
      expect(body, method).toContain('at least one lowercase letter')
    }
  })

  it('is current (run `npm run openapi` after changing the contract)', async () => {
    expect(existsSync(OPENAPI_PATH), 'docs/openapi.json is missing: run `npm run openapi`').toBe(
      true,
    )
    expect(readFileSync(OPENAPI_PATH, 'utf8')).toBe(await serialize(generated))
  })
})
