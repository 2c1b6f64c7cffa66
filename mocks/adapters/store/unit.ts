import { snapshotDb } from '../../db/persistence'

/**
 * One transaction of the embedded store (index.ts): its first write snapshots the collections,
 * so that a throw restores them, and an enqueued delivery wakes the queue once it commits.
 */
export class MemoryUnit {
  /** The collections before the first write, or null while nothing was written. */
  before: ReturnType<typeof snapshotDb>['collections'] | null = null
  /** Set when the transaction adds a delivery. */
  enqueued = false

  beforeWrite(): void {
    this.before ??= snapshotDb().collections
  }
}

export const byNewest = (a: { createdAt: string }, b: { createdAt: string }) =>
  b.createdAt.localeCompare(a.createdAt)
