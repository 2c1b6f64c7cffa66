import { contract } from '@contract/index'
import { NEWS_PAGE_SIZE, type AdminRefusalCode, type NewsInput } from '@contract/schemas'
import { tsr } from '@ts-rest/serverless/fetch'
import { announceNews } from '../domain/announcements'
import { audit, type AuditOf } from '../domain/audit'
import { adminNewsView, insertNews, newsLink, newsState, publicNewsView } from '../domain/news'
import { adminRoutes } from '../http/context'
import type { Caller, NewsRow, Ports, StoreTx } from '../ports'

/** French refusals of the console's news actions. */
export const NEWS_REFUSALS = {
  newsNotFound: 'Actualité introuvable.',
  newsSlugTaken: 'Aucune adresse libre pour ce titre\u00a0: changez-le un peu.',
} as const

type Outcome =
  | { ok: true; row: NewsRow; details?: AuditOf['details'] }
  | { ok: false; code: AdminRefusalCode; message: string }

const refused = (code: keyof typeof NEWS_REFUSALS): Outcome => ({
  ok: false,
  code,
  message: NEWS_REFUSALS[code],
})

const fieldsOf = ({ title, body, image, pinned }: NewsInput) => ({
  title,
  body,
  image: image ? image : null,
  pinned,
})

/** News: the public reads, and the console's changes, each audited with its reason. */
export function newsRouter(ports: Ports) {
  const { store, clock } = ports
  const admin = adminRoutes(ports)
  const routes = contract.news.console

  /** One change in one transaction with its audit row (applied or refused), as the console's. */
  async function audited(
    operator: Caller,
    what: Pick<AuditOf, 'action' | 'target' | 'reason' | 'details'>,
    work: (tx: StoreTx, now: Date) => Promise<Outcome>,
  ) {
    const now = clock.now()
    const outcome = await store.transaction(async (tx) => {
      const result = await work(tx, now)
      await audit(tx, operator, {
        ...what,
        details: { ...what.details, ...(result.ok ? result.details : {}) },
        result: result.ok ? 'applied' : 'refused',
        message: result.ok ? null : result.message,
      })
      return result
    })
    if (!outcome.ok) {
      const status = outcome.code === 'newsNotFound' ? 404 : 409
      return { status, body: { code: outcome.code, message: outcome.message } } as const
    }
    return { status: 200, body: adminNewsView(outcome.row, now) } as const
  }

  const target = (id: number) => `news:${id}`

  return tsr.router(contract.news, {
    public: {
      list: async ({ query }) => {
        const page = query.page ?? 1
        const limit = query.limit ?? NEWS_PAGE_SIZE
        const { rows, total } = await store.read((reads) =>
          reads.news.listPublished(clock.now(), { offset: (page - 1) * limit, limit }),
        )
        return {
          status: 200,
          body: {
            items: rows.map(publicNewsView),
            page,
            pages: Math.ceil(total / limit),
            total,
          },
        }
      },
      item: async ({ params }) => {
        const row = await store.read((reads) => reads.news.getPublished(params.slug, clock.now()))
        return row
          ? { status: 200, body: publicNewsView(row) }
          : { status: 404, body: { message: 'Actualité introuvable.' } }
      },
    },

    console: {
      list: admin(routes.list, async () => {
        const now = clock.now()
        const rows = await store.read((reads) => reads.news.listAll())
        return { status: 200, body: { items: rows.map((row) => adminNewsView(row, now)) } }
      }),

      create: admin(routes.create, async ({ body }, caller) => {
        const fields = fieldsOf(body)
        const what = { action: 'news.create', target: null, reason: body.reason, details: {} }
        const answer = await audited(caller, what, async (tx, now) => {
          const row = await insertNews(tx, fields, now)
          if (!row) return refused('newsSlugTaken')
          return { ok: true, row, details: { id: row.id, slug: row.slug, title: row.title } }
        })
        return answer.status === 200 ? { status: 201, body: answer.body } : answer
      }),

      update: admin(routes.update, async ({ params, body }, caller) => {
        const fields = fieldsOf(body)
        const what = {
          action: 'news.update',
          target: target(params.id),
          reason: body.reason,
          details: { title: fields.title, pinned: fields.pinned },
        }
        return audited(caller, what, async (tx, now) => {
          const row = await tx.news.update(params.id, fields, now)
          return row ? { ok: true, row } : refused('newsNotFound')
        })
      }),

      publish: admin(routes.publish, async ({ params, body }, caller) => {
        const what = {
          action: 'news.publish',
          target: target(params.id),
          reason: body.reason,
          details: {},
        }
        return audited(caller, what, async (tx, now) => {
          const before = await tx.news.get(params.id)
          if (!before) return refused('newsNotFound')
          const at = body.at ? new Date(body.at).toISOString() : now.toISOString()
          const row = await tx.news.setPublishAt(params.id, at, now)
          if (!row) return refused('newsNotFound')
          // Visible already and still: no second announcement; else one, when it appears.
          const link = newsLink(row.slug)
          const stillVisible =
            newsState(before, now) === 'published' && newsState(row, now) === 'published'
          if (!stillVisible) {
            await tx.discord.withdraw(link)
            await announceNews(tx, now, { title: row.title, link, at })
          }
          return { ok: true, row, details: { at, slug: row.slug } }
        })
      }),

      unpublish: admin(routes.unpublish, async ({ params, body }, caller) => {
        const what = {
          action: 'news.unpublish',
          target: target(params.id),
          reason: body.reason,
          details: {},
        }
        return audited(caller, what, async (tx, now) => {
          const row = await tx.news.setPublishAt(params.id, null, now)
          if (!row) return refused('newsNotFound')
          // An announcement not sent yet (a scheduled item) goes no more.
          const withdrawn = await tx.discord.withdraw(newsLink(row.slug))
          return { ok: true, row, details: { withdrawn } }
        })
      }),

      pin: admin(routes.pin, async ({ params, body }, caller) => {
        const what = {
          action: body.pinned ? 'news.pin' : 'news.unpin',
          target: target(params.id),
          reason: body.reason,
          details: {},
        }
        return audited(caller, what, async (tx, now) => {
          const current = await tx.news.get(params.id)
          if (!current) return refused('newsNotFound')
          const { title, body: text, image } = current
          const row = await tx.news.update(
            params.id,
            { title, body: text, image, pinned: body.pinned },
            now,
          )
          return row ? { ok: true, row } : refused('newsNotFound')
        })
      }),
    },
  })
}
