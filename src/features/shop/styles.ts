import { css } from 'styled-system/css'

export const page = css({
  py: { base: '10', md: '16' },
  display: 'flex',
  flexDirection: 'column',
  gap: '8',
})

export const header = css({ display: 'flex', flexDirection: 'column', gap: '3' })

export const loading = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  color: 'fg.muted',
})

export const strong = css({ fontWeight: 'bold', color: 'fg.accent' })

/** A link inside a sentence: underlined, not told apart by its colour alone. */
