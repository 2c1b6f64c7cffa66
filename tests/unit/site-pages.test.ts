import { describe, expect, it } from 'vitest'
import { INDEXED_PAGES } from '@backend/http/site-documents'
import { routeTable } from '@/app/routes'
import { paths } from '@/shared/routing/paths'

describe("the API's sitemap", () => {
  it(
    'lists the pre-rendered, indexed pages of the route table, in its order',
    { timeout: 60_000 },
    async () => {
      const indexed: string[] = []
      for (const { path, load } of routeTable.public) {
        const { handle } = await load()
        if (handle.description && !handle.noindex) indexed.push(path ?? paths.home)
      }
      for (const { path, load } of routeTable.guest) {
        const { handle } = await load()
        if (handle.description && !handle.noindex) indexed.push(path ?? paths.home)
      }
      expect([...INDEXED_PAGES]).toEqual(indexed)
    },
  )
})
