import { css } from 'styled-system/css'
import { container as containerPattern } from 'styled-system/patterns'

/** The centred column every page sits in: Panda's `container` pattern (src/theme/patterns.ts). */
export const container = containerPattern()

/** The typography is the theme's text styles (src/theme/text-styles.ts). */
export const pageTitleStyle = css({ textStyle: 'pageTitle', color: 'fg.default' })

export const sectionTitle = css({ textStyle: 'sectionTitle' })

export const lead = css({ textStyle: 'lead', color: 'fg.muted', maxWidth: 'prose' })

/** A link inside running text. */
export const inlineLink = css({
  color: 'fg.accent',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  _hover: { color: 'fg.default' },
})

/** A loading line: spinner and text, muted. */
export const loadingLine = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  color: 'fg.muted',
})
