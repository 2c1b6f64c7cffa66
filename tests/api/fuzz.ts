import { contract } from '@contract/index'
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core'
import type { ZodTypeAny } from 'zod'

/** Every call of the contract with its key ('shop.order'). */
export function contractRoutes(router: AppRouter = contract, prefix = ''): [string, AppRoute][] {
  return Object.entries(router).flatMap(([name, entry]) =>
    isAppRoute(entry)
      ? [[`${prefix}${name}`, entry] as [string, AppRoute]]
      : contractRoutes(entry, `${prefix}${name}.`),
  )
}

/** mulberry32: a small seeded generator, so that every run sends the same bodies. */
export function seeded(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (max: number) => Math.floor(next() * max)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T
  return { next, int, pick }
}
type Random = ReturnType<typeof seeded>

const STRINGS = [
  '',
  ' ',
  'x',
  'heros01',
  'gtop100',
  'price_mock_heros',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '\u0000',
  '%00',
  '../../etc/passwd',
  'é'.repeat(40),
  '🙂'.repeat(20),
  'null',
  '{"a":1}',
]
const NUMBERS = [0, -1, 1, 1.5, -0.5, 2 ** 31, 2 ** 53, 1e308, -1e308, 42]

function junkString(random: Random): string {
  // Up to 20 000 characters: over every bound of the contract, under the 64 KB limit.
  if (random.int(5) === 0) return random.pick(['a', 'Z', '9', 'é']).repeat(1 + random.int(20_000))
  return random.pick(STRINGS)
}

/** A JSON value of any shape, at most `depth` levels deep. */
function junkValue(random: Random, depth = 3): unknown {
  const kind = random.int(depth > 0 ? 8 : 5)
  switch (kind) {
    case 0:
      return null
    case 1:
      return random.next() < 0.5
    case 2:
      return random.pick(NUMBERS)
    case 3:
    case 4:
      return junkString(random)
    case 5:
      return Array.from({ length: random.int(5) }, () => junkValue(random, depth - 1))
    default: {
      const entries = Array.from({ length: random.int(5) }, () => [
        random.pick(['name', 'amount', 'accountId', 'voteToken', 'priceId', 'x', '__proto__']),
        junkValue(random, depth - 1),
      ])
      return Object.fromEntries(entries)
    }
  }
}

/** A valid body of each call, the start of the "almost right" bodies. */
export const VALID_BODIES: Record<string, Record<string, unknown>> = {
  'accounts.create': { name: 'fuzz01', password: 'abc123', passwordConfirm: 'abc123' },
  'accounts.update': { name: 'heros01', password: 'abc123', passwordConfirm: 'abc123' },
  'votes.request': { providerId: 'gtop100' },
  'votes.validate': { voteToken: 'vote_0123456789abcdef' },
  'shop.checkout': { priceId: 'price_mock_heros' },
  'shop.order': { accountId: 1, characterId: 1, amount: 10 },
  'fidelity.claim': { accountId: 1, characterId: 1, rewardId: 1 },
}

/** One bad body: junk of any shape, or a valid body with one field broken or missing. */
function candidate(random: Random, valid: Record<string, unknown> | undefined): unknown {
  if (!valid || random.int(3) === 0) return junkValue(random)
  const broken: Record<string, unknown> = { ...valid }
  const field = random.pick(Object.keys(valid))
  if (random.int(4) === 0) delete broken[field]
  else broken[field] = junkValue(random, 1)
  return broken
}

/**
 * `count` bodies the route's schema refuses, the same on every run: a body the
 * contract would accept is never sent (it could legitimately change something).
 */
export function badBodies(key: string, schema: ZodTypeAny, count: number, seed = 13): string[] {
  const random = seeded(seed + key.length * 7919)
  const bodies: string[] = ['null', '[]', '""', '0', 'true', '{}', '{', 'not json', '']
  while (bodies.length < count) {
    const value = candidate(random, VALID_BODIES[key])
    if (schema.safeParse(value).success) continue
    bodies.push(JSON.stringify(value) ?? 'null')
  }
  return bodies
}

/** Junk for the calls without a body: query strings (bounded, URL-encoded). */
export function badQueries(key: string, count: number, seed = 13): string[] {
  const random = seeded(seed + key.length * 104_729)
  return Array.from({ length: count }, () => {
    const value = JSON.stringify(junkValue(random)) ?? ''
    return `?${encodeURIComponent(random.pick(['q', 'uid', 'limit', 'x']))}=${encodeURIComponent(value.slice(0, 2000))}`
  })
}
