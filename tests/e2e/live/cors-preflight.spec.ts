import type { ChildProcess } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import { createServer as createNetServer } from 'node:net'
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core'
import { expect, test } from '../helpers/test'
import { start, stop, waitFor } from '../support/processes'
import { contract } from '@contract/index'

/**
 * The browser's own CORS preflight against the Node API server (server/entry/node.ts): for each HTTP
 * method the contract uses, a page of the web origin calls the API with the portal's headers, as
 * the portal does. No routing here: Playwright's routing would answer the preflight itself.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 })

function routesOf(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((entry) => (isAppRoute(entry) ? [entry] : routesOf(entry)))
}
/**
 * One route of each method the contract uses (a player's own, /me/..., where there is one: it
 * refuses the test's token with 401), its path parameters filled.
 */
const routes = routesOf(contract)
const routeByMethod = new Map<string, string>()
const mine = (route: AppRoute) => (route.path.startsWith('/me/') ? 0 : 1)
for (const route of [...routes].sort((a, b) => mine(a) - mine(b))) {
  if (!routeByMethod.has(route.method)) {
    routeByMethod.set(route.method, route.path.replace(/:\w+/g, 'x'))
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })

let api: ChildProcess
let origin: Server
let apiUrl = ''
let originUrl = ''
const apiLog = () => (api as ChildProcess & { log: string }).log

test.beforeAll(async () => {
  const originPort = await freePort()
  originUrl = `http://127.0.0.1:${originPort}`
  origin = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end('<!doctype html><html lang="fr"><meta charset="utf-8"><title>Portail</title></html>')
  })
  await new Promise<void>((resolve) => origin.listen(originPort, '127.0.0.1', resolve))
  const apiPort = await freePort()
  apiUrl = `http://127.0.0.1:${apiPort}`
  api = start('npx', ['tsx', 'server/entry/node.ts'], {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    PGLITE_DIR: 'memory',
    DELIVERIES: 'off',
    SEED_DEMO: '',
    FIREBASE_PROJECT_ID: 'demo-airflyff',
    WEB_ORIGINS: originUrl,
    NODE_ENV: 'development',
  })
  await waitFor(`${apiUrl}/ranking/characters`, api, 90_000)
})

test.afterAll(async () => {
  if (api) await stop(api)
  await new Promise((resolve) => origin?.close(resolve))
})

test('the contract uses DELETE (« Supprimer mon compte »)', () => {
  expect([...routeByMethod.keys()]).toEqual(
    expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']),
  )
})

for (const [method, path] of routeByMethod) {
  test(`a ${method} from the web origin passes the browser's preflight`, async ({ page }) => {
    await page.goto(originUrl)
    const outcome = await page.evaluate(
      async ({ url, method }) => {
        try {
          const answer = await fetch(url, {
            method,
            headers: {
              authorization: 'Bearer not-a-token',
              'content-type': 'application/json',
              'idempotency-key': 'e2e-cors',
              // The console's step-up, on every /admin call (docs/decisions/059).
              'x-second-factor': 'e2e-cors',
            },
            body: method === 'GET' ? undefined : '{}',
          })
          return { status: answer.status }
        } catch (error) {
          return { refused: String(error) }
        }
      },
      { url: `${apiUrl}${path}`, method },
    )
    // The browser let the call through and read its answer (the token is refused: 401).
    expect(outcome).toEqual({ status: 401 })
    // ...after a real preflight, answered by the server.
    await expect.poll(apiLog).toContain(`"method":"OPTIONS","path":"${path}","status":204`)
  })
}
