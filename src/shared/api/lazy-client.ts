import { nextTask } from '../runtime/next-task'
import type { ApiClient, ApiClientOptions } from './client'

/**
 * The API client, usable at once, whose code (the contract, ts-rest, zod) loads on the first
 * call: the landing page, which calls nothing, does not carry it.
 */
export function createLazyApiClient(options: ApiClientOptions): ApiClient {
  let client: Promise<ApiClient> | null = null
  // Evaluating the client's modules (the contract builds its schemas) and the first call: two
  // tasks, not one.
  const load = () =>
    (client ??= import('./client').then(async (m) => {
      await nextTask()
      return m.createApiClient(options)
    }))

  const route = (path: readonly string[]): unknown =>
    new Proxy(() => {}, {
      get: (_, key) =>
        typeof key === 'string' && key !== 'then' ? route([...path, key]) : undefined,
      apply: async (_, __, args: unknown[]) => {
        let target: unknown = await load()
        for (const key of path) target = (target as Record<string, unknown>)[key]
        return (target as (...a: unknown[]) => unknown)(...args)
      },
    })

  return route([]) as ApiClient
}
