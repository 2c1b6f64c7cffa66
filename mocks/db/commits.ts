/**
 * The number of the last committed snapshot of the stored database, shared by every tab through
 * IndexedDB: the lock's next holder waits until its localStorage shows that snapshot, since
 * localStorage reaches other tabs late (docs/decisions/021-mock-tabs-see-committed-changes.md).
 */
export interface CommitLog {
  /** The number of the last committed snapshot (0: none recorded yet). */
  latest(): Promise<number>
  /** Records `seq` as the last committed snapshot; resolves once the transaction is complete. */
  record(seq: number): Promise<void>
}

const DB_NAME = 'airflyff.mock'
const STORE = 'commits'
const KEY = 'db'

/** The commit log in IndexedDB (the page's `indexedDB`, or another factory in tests). */
export function indexedDbCommitLog(factory: IDBFactory): CommitLog {
  let opened: Promise<IDBDatabase> | null = null

  function open(): Promise<IDBDatabase> {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DB_NAME, 1)
      request.onupgradeneeded = () => request.result.createObjectStore(STORE)
      request.onerror = () => reject(request.error)
      request.onsuccess = () => {
        const db = request.result
        // Deleted or upgraded elsewhere (dev tools): let it happen, open again next time.
        db.onversionchange = () => {
          db.close()
          opened = null
        }
        resolve(db)
      }
    }).catch((error: unknown) => {
      opened = null
      throw error
    })
    return opened
  }

  async function run<T>(
    mode: IDBTransactionMode,
    work: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> {
    const db = await open()
    return new Promise<T>((resolve, reject) => {
      // Durability is about surviving a crash, not about being seen by later transactions.
      const tx = db.transaction(STORE, mode, { durability: 'relaxed' })
      const request = work(tx.objectStore(STORE))
      tx.oncomplete = () => resolve(request.result)
      tx.onabort = () => reject(tx.error ?? new Error('commit log transaction aborted'))
    })
  }

  return {
    async latest() {
      const seq = await run('readonly', (store) => store.get(KEY))
      return typeof seq === 'number' ? seq : 0
    },
    async record(seq) {
      await run('readwrite', (store) => store.put(seq, KEY))
    },
  }
}

/**
 * The page's commit log, or null where the tabs cannot share one: no IndexedDB,
 * no Web Locks (an insecure origin; without the cross-tab lock a recorded
 * number could run ahead of the stored snapshot), or a database that does not
 * open. Then the stored database works as before, without waiting.
 */
export async function pageCommitLog(): Promise<CommitLog | null> {
  const { indexedDB, navigator } = globalThis as {
    indexedDB?: IDBFactory
    navigator?: { locks?: LockManager }
  }
  if (!indexedDB || !navigator?.locks) return null
  const log = indexedDbCommitLog(indexedDB)
  try {
    await log.latest()
    return log
  } catch (error) {
    console.warn('[mock] IndexedDB unavailable: tabs may briefly see an older database', error)
    return null
  }
}
