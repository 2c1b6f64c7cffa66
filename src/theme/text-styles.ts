import { defineTextStyles } from '@pandacss/dev'

/**
 * The typography of the pages' titles and leads (`textStyle` in a style): sizes, weights and
 * spacing only; their colours and widths stay with the class that uses them (src/shared/page/styles.ts).
 */
export const textStyles = defineTextStyles({
  /** A page's h1. */
  pageTitle: {
    value: { fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'bold', letterSpacing: 'tight' },
  },
  /** A section's h2 on a page. */
  sectionTitle: { value: { fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' } },
  /** The paragraph under a page's title. */
  lead: { value: { fontSize: { base: 'md', md: 'lg' } } },
  /** The title of a narrow form's card (the auth screens). */
  formTitle: { value: { fontSize: '3xl', fontWeight: 'bold', letterSpacing: 'tight' } },
})
