import { paths } from './paths'

/**
 * A news item's page: its slug holds lower-case letters, digits and dashes only (NewsSlugSchema).
 * Beside paths.ts, not in it: the landing's JavaScript does not carry it.
 */
export const newsItemPath = (slug: string) => `${paths.news}/${slug}`
