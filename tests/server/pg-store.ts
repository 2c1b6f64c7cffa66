import { afterAll, beforeAll } from 'vitest'
import type { StorePort } from '@backend/ports'
import { openDatabase, type Database } from '@server/db/client'
import { sqlStore } from '@server/db/store'
import { onPostgresCluster } from './pg-cluster'

/**
 * The file's tests on the server's store over a throwaway PostgreSQL cluster (migrated, opened
 * once for them; see onPostgresCluster). `store()` is the store once opened.
 */
export function onPostgresStore(title: string, suite: (store: () => StorePort) => void): void {
  onPostgresCluster(title, (url) => {
    let database: Database | undefined
    let opened: StorePort | undefined
    beforeAll(async () => {
      database = await openDatabase({ url: url(), log: () => {} })
      opened = sqlStore(database.db)
    }, 120_000)
    afterAll(() => database?.close())
    suite(() => {
      if (!opened) throw new Error('the store is not opened')
      return opened
    })
  })
}
