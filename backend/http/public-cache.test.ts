import { describe, expect, it } from 'vitest'
import { namesEtag, publicCache } from './public-cache'

/** A route that counts its runs and answers with the given Cache-Control (and headers). */
function countingRoute(headers: Record<string, string>, status = 200) {
  const state = { runs: 0 }
  const run = async () => {
    state.runs += 1
    await new Promise((resolve) => setTimeout(resolve, 5))
    return Response.json({ run: state.runs }, { status, headers })
  }
  return { run, state }
}

const get = (target: string, headers: Record<string, string> = {}) =>
  new Request(`http://api.invalid${target}`, { headers })

describe('public answers kept while fresh', () => {
  it('runs a public route once per max-age, and serves the stored answer meanwhile', async () => {
    let now = 0
    const cache = publicCache({ now: () => new Date(now) })
    const { run, state } = countingRoute({ 'cache-control': 'public, max-age=60' })
    const first = await cache.handle(get('/ranking'), '/ranking', run)
    expect(await first.json()).toEqual({ run: 1 })
    now = 59_999
    const stored = cache.lookup('/ranking', null)
    expect(stored).toMatchObject({ status: 200, headers: { 'cache-control': 'public, max-age=0' } })
    expect(JSON.parse(new TextDecoder().decode(stored?.body ?? new Uint8Array()))).toEqual({
      run: 1,
    })
    expect(state.runs).toBe(1)
    now = 60_000
    expect(cache.lookup('/ranking', null)).toBeNull()
    expect(await (await cache.handle(get('/ranking'), '/ranking', run)).json()).toEqual({ run: 2 })
  })

  it('past its max-age, concurrent requests of a public target wait for one run', async () => {
    let now = 0
    const cache = publicCache({ now: () => new Date(now) })
    const { run, state } = countingRoute({ 'cache-control': 'public, max-age=10' })
    await cache.handle(get('/ranking'), '/ranking', run)
    now = 10_000
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => cache.handle(get('/ranking'), '/ranking', run)),
    )
    expect(state.runs).toBe(2)
    expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual(
      Array.from({ length: 50 }, () => ({ run: 2 })),
    )
  })

  it('never keeps nor holds back other answers: personal, errors, Vary, no max-age, not GET', async () => {
    const cache = publicCache({ now: () => new Date(0) })
    for (const [headers, status] of [
      [{}, 200],
      [{ 'cache-control': 'private, max-age=60' }, 200],
      [{ 'cache-control': 'public, max-age=0' }, 200],
      [{ 'cache-control': 'public, no-store, max-age=60' }, 200],
      [{ 'cache-control': 'public, max-age=60', vary: 'Authorization' }, 200],
      [{ 'cache-control': 'public, max-age=60' }, 503],
    ] as const) {
      const { run, state } = countingRoute(headers, status)
      const answers = await Promise.all(
        Array.from({ length: 3 }, () => cache.handle(get('/x'), '/x', run)),
      )
      expect(answers.map((answer) => answer.headers.get('etag'))).toEqual([null, null, null])
      expect(state.runs).toBe(3)
      expect(cache.lookup('/x', null)).toBeNull()
    }
    const { run, state } = countingRoute({ 'cache-control': 'public, max-age=60' })
    const post = new Request('http://api.invalid/y', { method: 'POST', body: '{}' })
    await cache.handle(post, '/y', run)
    expect(cache.lookup('/y', null)).toBeNull()
    expect(state.runs).toBe(1)
  })

  it('answers 304 to an If-None-Match naming its ETag, weak or strong, or *', async () => {
    const cache = publicCache({ now: () => new Date(0) })
    const { run } = countingRoute({ 'cache-control': 'public, max-age=60' })
    const etag = (await cache.handle(get('/r'), '/r', run)).headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/)
    const conditional = await cache.handle(get('/r', { 'if-none-match': etag }), '/r', run)
    expect(conditional.status).toBe(304)
    expect(await conditional.text()).toBe('')
    expect(cache.lookup('/r', `"x", W/${etag}`)?.status).toBe(304)
    expect(cache.lookup('/r', '"x"')?.status).toBe(200)
    expect(namesEtag('*', etag)).toBe(true)
    expect(namesEtag(null, etag)).toBe(false)
  })

  it('keeps at most its number of targets, the oldest dropped first', async () => {
    const cache = publicCache({ now: () => new Date(0) }, 2)
    const { run } = countingRoute({ 'cache-control': 'public, max-age=60' })
    for (const target of ['/a', '/b', '/c']) await cache.handle(get(target), target, run)
    expect(cache.lookup('/a', null)).toBeNull()
    expect(cache.lookup('/b', null)).not.toBeNull()
    expect(cache.lookup('/c', null)).not.toBeNull()
  })

  it('never serves an answer longer than it said, even when the clock moves back', async () => {
    let now = 100_000
    const cache = publicCache({ now: () => new Date(now) })
    const { run } = countingRoute({ 'cache-control': 'public, max-age=60' })
    await cache.handle(get('/r'), '/r', run)
    now = 50_000
    expect(cache.lookup('/r', null)).toBeNull()
  })
})
