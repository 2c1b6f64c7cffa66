import { css } from 'styled-system/css'

/** The centred column every page sits in. */
export const container = css({
  width: '100%',
  maxWidth: 'content',
  mx: 'auto',
  px: { base: '4', md: '6' },
})

export const pageTitleStyle = css({
  fontSize: { base: '3xl', md: '4xl' },
  fontWeight: 'bold',
  letterSpacing: 'tight',
  color: 'fg.default',
})

export const sectionTitle = css({
  fontSize: { base: '2xl', md: '3xl' },
  fontWeight: 'bold',
})

export const lead = css({
  color: 'fg.muted',
  fontSize: { base: 'md', md: 'lg' },
  maxWidth: 'prose',
})

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
