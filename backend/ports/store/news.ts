/** A news item as stored (docs/features.md, « Actualités »); dates are ISO (UTC). */
export interface NewsRow {
  id: number
  slug: string
  title: string
  /** Markdown. */
  body: string
  image: string | null
  pinned: boolean
  /** When visitors see it from; null: a draft. A date after now: scheduled. */
  publishAt: string | null
  updatedAt: string
}

export type NewsFields = Pick<NewsRow, 'title' | 'body' | 'image' | 'pinned'>

export interface NewsReads {
  /**
   * The items published at `now` (publishAt set and not after it), pinned first, then newest
   * first: `limit` of them from `offset`, and how many there are.
   */
  listPublished(
    now: Date,
    page: { offset: number; limit: number },
  ): Promise<{ rows: NewsRow[]; total: number }>
  /** One item published at `now`, by its address, or null. */
  getPublished(slug: string, now: Date): Promise<NewsRow | null>
  /** Every item, drafts and scheduled ones included, most recently changed first. */
  listAll(): Promise<NewsRow[]>
}

/** The news operators write (backend/routes/news.ts), each change inside an audited transaction. */
export interface NewsStore extends NewsReads {
  get(id: number): Promise<NewsRow | null>
  /** A new draft; null when its address is taken (the caller tries another). */
  insert(slug: string, fields: NewsFields, now: Date): Promise<NewsRow | null>
  /** Changes title, body, image and pin; null when there is no such id. */
  update(id: number, fields: NewsFields, now: Date): Promise<NewsRow | null>
  /** Publishes at `publishAt`, or back to a draft (null); null when there is no such id. */
  setPublishAt(id: number, publishAt: string | null, now: Date): Promise<NewsRow | null>
}
