import { css } from 'styled-system/css'
import { container } from '@/shared/page/styles'

/** The column of the player's pages. */
export const page = `${container} ${css({
  py: { base: '10', md: '16' },
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
})}`

export const pageHeader = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '4',
})

export const muted = css({ color: 'fg.muted' })
