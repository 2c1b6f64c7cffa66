import { css } from 'styled-system/css'

/** The character and guild pages' layout and their list of facts. */
export const pageStyle = css({
  py: { base: '10', md: '16' },
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
})
export const factsStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' },
  columnGap: '8',
  rowGap: '2',
  '& dt': { color: 'fg.muted' },
  '& dd': { fontWeight: 'semibold', mb: { base: '2', sm: '0' } },
})
