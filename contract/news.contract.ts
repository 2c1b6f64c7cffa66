import { z } from 'zod'
import { c } from './c'
import {
  AdminNewsItemSchema,
  AdminNewsListSchema,
  ErrorSchema,
  NewsInputSchema,
  NewsItemSchema,
  NewsPageSchema,
  NewsPinSchema,
  NewsPublishSchema,
  NewsQuerySchema,
  NewsReasonSchema,
  NewsSlugSchema,
  adminErrorResponses,
  personalRouter,
} from './schemas'

const newsId = z.object({ id: z.coerce.number().int().positive() })

/** What visitors read: the published news, by page and by address (public). */
const publicNews = c.router({
  list: {
    method: 'GET',
    path: '/news',
    query: NewsQuerySchema,
    responses: { 200: NewsPageSchema },
    summary: 'The published news, pinned first then newest first, 10 a page (public)',
  },
  item: {
    method: 'GET',
    path: '/news/:slug',
    pathParams: z.object({ slug: NewsSlugSchema }),
    responses: { 200: NewsItemSchema, 404: ErrorSchema },
    summary: 'One published news item (404: unknown, a draft, or scheduled later)',
  },
})

/**
 * The console's news (/admin/news), behind the admin guard; each change is audited with its
 * reason (applied or refused) and a publication queues its Discord announcement.
 */
const consoleNews = c.router(
  {
    list: {
      method: 'GET',
      path: '',
      responses: { 200: AdminNewsListSchema },
      summary: 'Every news item, drafts and scheduled ones included, newest first',
    },
    create: {
      method: 'POST',
      path: '',
      body: NewsInputSchema,
      responses: { 201: AdminNewsItemSchema },
      summary: 'Writes a draft (its address is made from its title)',
    },
    update: {
      method: 'PUT',
      path: '/:id',
      pathParams: newsId,
      body: NewsInputSchema,
      responses: { 200: AdminNewsItemSchema },
      summary: 'Changes an item’s title, text, image and pin (its address stays)',
    },
    publish: {
      method: 'POST',
      path: '/:id/publish',
      pathParams: newsId,
      body: NewsPublishSchema,
      responses: { 200: AdminNewsItemSchema },
      summary: 'Publishes now or at a date and time; queues the Discord announcement',
    },
    unpublish: {
      method: 'POST',
      path: '/:id/unpublish',
      pathParams: newsId,
      body: NewsReasonSchema,
      responses: { 200: AdminNewsItemSchema },
      summary: 'Back to a draft: visitors no longer see it',
    },
    pin: {
      method: 'POST',
      path: '/:id/pin',
      pathParams: newsId,
      body: NewsPinSchema,
      responses: { 200: AdminNewsItemSchema },
      summary: 'Pins or unpins an item (pinned ones come first)',
    },
  },
  { ...personalRouter, commonResponses: adminErrorResponses, pathPrefix: '/admin/news' },
)

export const newsContract = c.router({ public: publicNews, console: consoleNews })
