import { z } from 'zod'
import { AdminReasonSchema } from './admin'

/**
 * The news (docs/features.md, « Actualités »): operators write them in the console, in Markdown;
 * visitors read the published ones at /actualites. The body is rendered to safe HTML by
 * contract/rules/markdown.ts; the API carries that HTML beside the Markdown.
 */

/** Items per page of /actualites. */
export const NEWS_PAGE_SIZE = 10
export const NEWS_TITLE_MAX = 120
export const NEWS_BODY_MAX = 20_000

/** A news item's address part: lower-case letters, digits and dashes. */
export const NewsSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Adresse invalide (minuscules, chiffres et tirets).')
  .max(80, 'Adresse trop longue (80 caractères au plus).')

/** A published item as a visitor reads it. */
export const NewsItemSchema = z.object({
  slug: NewsSlugSchema,
  title: z.string(),
  /** The body rendered to safe HTML (no raw HTML, no script, links opened safely). */
  html: z.string(),
  /** The body as plain text, cut: the list's excerpt. */
  excerpt: z.string(),
  image: z.string().nullable(),
  pinned: z.boolean(),
  publishedAt: z.string().datetime(),
  updatedAt: z.string().datetime(),
})
export type NewsItem = z.infer<typeof NewsItemSchema>

/** GET /news: one page of the published items, pinned first, then newest first. */
export const NewsPageSchema = z.object({
  items: z.array(NewsItemSchema),
  page: z.number().int().positive(),
  pages: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
})
export type NewsPage = z.infer<typeof NewsPageSchema>

export const NewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  /** Fewer items than a page (the landing page's three latest). */
  limit: z.coerce.number().int().min(1).max(NEWS_PAGE_SIZE).optional(),
})

/** Where an item stands for the console. */
export const NewsStateSchema = z.enum(['draft', 'scheduled', 'published'])
export type NewsState = z.infer<typeof NewsStateSchema>

/** An item as the console sees it: its Markdown, its state, its publication date if any. */
export const AdminNewsItemSchema = z.object({
  id: z.number().int().positive(),
  slug: NewsSlugSchema,
  title: z.string(),
  body: z.string(),
  image: z.string().nullable(),
  pinned: z.boolean(),
  /** Null: a draft (never published, or unpublished). */
  publishAt: z.string().datetime().nullable(),
  state: NewsStateSchema,
  updatedAt: z.string().datetime(),
})
export type AdminNewsItem = z.infer<typeof AdminNewsItemSchema>
export const AdminNewsListSchema = z.object({ items: z.array(AdminNewsItemSchema) })

const imageUrl = z
  .string()
  .trim()
  .max(500, "Adresse de l'image trop longue.")
  .refine((value) => /^https:\/\/\S+$/.test(value) || /^\/\S*$/.test(value), {
    message: "Adresse de l'image invalide (https:// ou un chemin du portail).",
  })

/** What the operator writes: title, Markdown body, optional image, pinned or not. */
export const NewsInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(3, 'Titre requis (3 caractères au moins).')
    .max(NEWS_TITLE_MAX, `Titre trop long (${NEWS_TITLE_MAX} caractères au plus).`),
  body: z
    .string()
    .trim()
    .min(1, "Écrivez le texte de l'actualité.")
    .max(NEWS_BODY_MAX, `Texte trop long (${NEWS_BODY_MAX} caractères au plus).`),
  image: imageUrl.nullable(),
  pinned: z.boolean(),
  reason: AdminReasonSchema,
})
export type NewsInput = z.infer<typeof NewsInputSchema>

/** Publishes now (at absent) or at a date and time (ISO, UTC). */
export const NewsPublishSchema = z.object({
  at: z.string().datetime({ message: 'Date de publication invalide.' }).optional(),
  reason: AdminReasonSchema,
})
export const NewsPinSchema = z.object({ pinned: z.boolean(), reason: AdminReasonSchema })
export const NewsReasonSchema = z.object({ reason: AdminReasonSchema })
