import { RateLimitedSchema } from '@contract/schemas'
import type { RateLimited } from '@machines/rate-limited'

/**
 * The API's 429 as a flow's outcome: the wait from its body, else from its Retry-After header
 * (1 s when neither says); null for any other answer.
 */
export function rateLimitOf(answer: {
  status: number
  body: unknown
  headers?: Headers
}): RateLimited | null {
  if (answer.status !== 429) return null
  const parsed = RateLimitedSchema.safeParse(answer.body)
  const header = Number(answer.headers?.get('retry-after'))
  const retryAfterS = parsed.success
    ? parsed.data.retryAfter
    : Number.isFinite(header) && header > 0
      ? Math.ceil(header)
      : 1
  return { kind: 'rateLimited', retryAfterS }
}
