import type { ScheduledEvent } from 'firebase-functions/v2/scheduler'
import { isDatabaseUnavailable } from '@backend/http/unavailable'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { ApiHandler } from '@backend/http/handler'
import type { RawResponse } from '@server/http/bridge'
import { deliveries, functionAdapter, startFunctionServer } from '@server/entry/functions'
import { onPostgresCluster } from './pg-cluster'

/** The Cloud Functions adapter with a fake request and response of the functions host. */
function fakeResponse() {
  const sent = { status: 0, headers: {} as Record<string, string>, body: '' }
  const res: RawResponse = {
    writeHead: (status, headers) => Object.assign(sent, { status, headers }),
    end: (body) => (sent.body = Buffer.from(body).toString()),
  }
  return { res, sent }
}

const echo: ApiHandler = async (request) =>
  Response.json(
    {
      method: request.method,
      path: new URL(request.url).pathname,
      authorization: request.headers.get('authorization'),
      body: await request.text(),
    },
    { status: 201, headers: { 'x-seen': 'yes' } },
  )

const request = (method: string, originalUrl: string, rawBody?: Buffer) => ({
  method,
  originalUrl,
  headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
  rawBody: rawBody as Buffer,
})

describe('Cloud Functions adapter', () => {
  it('hands the request to the API handler and writes its answer', async () => {
    const { res, sent } = fakeResponse()
    await functionAdapter(async () => echo)(
      request('POST', '/shop/order', Buffer.from('{"a":1}')),
      res,
    )
    expect(sent.status).toBe(201)
    expect(sent.headers['x-seen']).toBe('yes')
    expect(JSON.parse(sent.body)).toEqual({
      method: 'POST',
      path: '/shop/order',
      authorization: 'Bearer t',
      body: '{"a":1}',
    })
  })

  it('refuses TRACE (405), a malformed target (400) and a body over 64 KB (413) unread', async () => {
    const answers = []
    for (const req of [
      request('TRACE', '/me/profile'),
      request('GET', 'http://elsewhere/'),
      request('POST', '/shop/order', Buffer.alloc(65 * 1024, 'a')),
    ]) {
      const { res, sent } = fakeResponse()
      await functionAdapter(async () => echo)(req, res)
      answers.push(sent.status)
    }
    expect(answers).toEqual([405, 400, 413])
  })

  it("writes the API's cached public answer of a GET without handing it a request", async () => {
    let handed = 0
    const cachedEcho: ApiHandler = Object.assign(
      async (request: Request) => {
        handed += 1
        return echo(request)
      },
      {
        cached: (target: string, ifNoneMatch: string | null | undefined) =>
          target === '/ranking/characters'
            ? {
                status: ifNoneMatch === '"v1"' ? (304 as const) : (200 as const),
                headers: { etag: '"v1"', 'cache-control': 'public, max-age=30' },
                body: ifNoneMatch === '"v1"' ? null : new TextEncoder().encode('[]'),
              }
            : null,
      },
    )
    const { res, sent } = fakeResponse()
    await functionAdapter(async () => cachedEcho)(request('GET', '/ranking/characters'), res)
    expect(sent).toMatchObject({ status: 200, body: '[]', headers: { etag: '"v1"' } })
    const conditional = fakeResponse()
    await functionAdapter(async () => cachedEcho)(
      { ...request('GET', '/ranking/characters'), headers: { 'if-none-match': '"v1"' } },
      conditional.res,
    )
    expect(conditional.sent).toMatchObject({ status: 304, body: '' })
    expect(handed).toBe(0)
    await functionAdapter(async () => cachedEcho)(request('GET', '/me/profile'), fakeResponse().res)
    expect(handed).toBe(1)
  })
})

describe('Cloud Functions adapter, the instance not started', () => {
  it('answers 503 in French with Retry-After when its database cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { res, sent } = fakeResponse()
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.3:5432'), {
      code: 'ECONNREFUSED',
    })
    await functionAdapter(() => Promise.reject(refused))(request('GET', '/me/profile'), res)
    expect(sent.status).toBe(503)
    expect(sent.headers['retry-after']).toMatch(/^\d+$/)
    expect(JSON.parse(sent.body)).toEqual({
      message: 'Service momentanément indisponible, réessayez dans un instant.',
    })
  })
})

describe('Cloud Functions entry', () => {
  it('does not start without DATABASE_URL (PGlite there would be one database per instance)', async () => {
    await expect(startFunctionServer({ PGLITE_DIR: 'memory' })).rejects.toThrow(
      /DATABASE_URL is required by the Cloud Functions entry/,
    )
  })

  it("refuses to start with TRUST_PROXY_HOPS=0 (Google's front end would be every caller)", async () => {
    const env = { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', PGLITE_DIR: 'memory' }
    for (const hops of [undefined, '0']) {
      await expect(startFunctionServer({ ...env, TRUST_PROXY_HOPS: hops })).rejects.toThrow(
        /TRUST_PROXY_HOPS must be at least 1 on Cloud Functions/,
      )
    }
  })
})

describe('a cold start of a function instance', () => {
  onPostgresCluster('on a PostgreSQL that is down at first', (url, cluster) => {
    const previous = {
      DATABASE_URL: process.env.DATABASE_URL,
      TRUST_PROXY_HOPS: process.env.TRUST_PROXY_HOPS,
    }
    afterAll(() => {
      for (const [name, value] of Object.entries(previous)) {
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      }
    })
    // Run before the cluster stops (hooks after the tests run in reverse): the instance started
    // here stays open, and its idle connections report the stop.
    afterAll(() => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined)
    })
    const event: ScheduledEvent = { scheduleTime: new Date().toISOString() }

    it('fails while the database is down, and starts at the next call once it is back', async () => {
      process.env.DATABASE_URL = url()
      process.env.TRUST_PROXY_HOPS = '1'
      cluster().pause()
      try {
        // Two calls at once share one start: the same failure.
        const [first, second] = await Promise.allSettled([
          deliveries.run(event),
          deliveries.run(event),
        ])
        expect(first.status).toBe('rejected')
        expect(second.status).toBe('rejected')
        expect((first as PromiseRejectedResult).reason).toBe(
          (second as PromiseRejectedResult).reason,
        )
        // The database's refusal, not a setting's.
        expect(isDatabaseUnavailable((first as PromiseRejectedResult).reason)).toBe(true)
      } finally {
        cluster().resume()
      }
      await expect(deliveries.run(event)).resolves.toBeUndefined()
    }, 60_000)
  })
})
