import type { NewsRow, NewsStore } from '@backend/ports'
import { db, nextId } from '../../db/collections'
import type { MemoryUnit } from './unit'

const rowOf = ({ id, slug, title, body, image, pinned, publishAt, updatedAt }: NewsRow) => ({
  id,
  slug,
  title,
  body,
  image,
  pinned,
  publishAt,
  updatedAt,
})

const isPublished = (row: NewsRow, now: Date) =>
  row.publishAt !== null && Date.parse(row.publishAt) <= now.getTime()

/** Pinned first, then newest first (by publication, then id). */
const byPinThenNewest = (a: NewsRow, b: NewsRow) =>
  Number(b.pinned) - Number(a.pinned) ||
  (b.publishAt ?? '').localeCompare(a.publishAt ?? '') ||
  b.id - a.id

/** The news on the collections. */
export function memoryNews(unit: MemoryUnit): NewsStore {
  const find = (id: number) => db.news.findFirst((q) => q.where({ id }))
  async function change(id: number, apply: (row: NewsRow) => void) {
    if (!find(id)) return null
    unit.beforeWrite()
    await db.news.update((q) => q.where({ id }), { data: apply })
    const row = find(id)
    return row ? rowOf(row) : null
  }
  return {
    async listPublished(now, { offset, limit }) {
      const published = db.news
        .all()
        .filter((row) => isPublished(row, now))
        .sort(byPinThenNewest)
      return { rows: published.slice(offset, offset + limit).map(rowOf), total: published.length }
    },

    async getPublished(slug, now) {
      const row = db.news.findFirst((q) => q.where({ slug }))
      return row && isPublished(row, now) ? rowOf(row) : null
    },

    async listAll() {
      return db.news
        .all()
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id)
        .map(rowOf)
    },

    async get(id) {
      const row = find(id)
      return row ? rowOf(row) : null
    },

    async insert(slug, fields, now) {
      if (db.news.findFirst((q) => q.where({ slug }))) return null
      unit.beforeWrite()
      const row = {
        id: nextId(db.news.all().map((r) => r.id)),
        slug,
        ...fields,
        publishAt: null,
        updatedAt: now.toISOString(),
      }
      await db.news.create(row)
      return row
    },

    update: (id, fields, now) =>
      change(id, (row) => Object.assign(row, fields, { updatedAt: now.toISOString() })),

    setPublishAt: (id, publishAt, now) =>
      change(id, (row) => Object.assign(row, { publishAt, updatedAt: now.toISOString() })),
  }
}
