import { c } from './c'
import { PromotionsSchema, SiteNoticeSchema } from './schemas'

/** What operators set from the console and every visitor reads (public). */
export const contentContract = c.router({
  promotions: {
    method: 'GET',
    path: '/shop/promotions',
    responses: { 200: PromotionsSchema },
    summary: 'The promotion windows not ended yet, by start (public)',
  },
  notice: {
    method: 'GET',
    path: '/site/notice',
    responses: { 200: SiteNoticeSchema },
    summary: 'The maintenance notice shown on every page, null when off (public)',
  },
})
