import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLazyApiClient } from './lazy-client'

const server = setupServer(
  http.get('http://lazy.test/ranking/characters', () =>
    HttpResponse.json([{ name: 'Aelis', job: 6, level: 120, playingTime: 3600 }]),
  ),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

describe('the lazy API client', () => {
  it('answers like the client once its code is loaded', async () => {
    const api = createLazyApiClient({ baseUrl: 'http://lazy.test', getToken: async () => null })
    const response = await api.ranking.characters()
    expect(response).toMatchObject({ status: 200, body: [{ name: 'Aelis', level: 120 }] })
  })

  it('is not mistaken for a promise', async () => {
    const api = createLazyApiClient({ baseUrl: 'http://lazy.test', getToken: async () => null })
    expect((api as unknown as { then?: unknown }).then).toBeUndefined()
    expect(await Promise.resolve(api)).toBe(api)
  })
})
