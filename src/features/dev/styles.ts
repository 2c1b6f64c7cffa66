import { css } from 'styled-system/css'

export const panelBody = css({ display: 'flex', flexDirection: 'column', gap: '6' })

export const section = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  borderTopWidth: '1px',
  borderColor: 'border.subtle',
  pt: '4',
})

export const sectionHeading = css({ fontSize: 'lg', fontWeight: 'bold', color: 'fg.default' })

export const muted = css({ color: 'fg.muted', fontSize: 'sm' })

export const row = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })

export const plainList = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  listStyle: 'none',
})

export const item = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  p: '3',
  bg: 'bg.raised',
  borderRadius: 'control',
  borderWidth: '1px',
  borderColor: 'border.subtle',
})

export const code = css({ fontFamily: 'mono', fontSize: 'xs', overflowWrap: 'anywhere' })

export const pre = css({
  fontFamily: 'mono',
  fontSize: 'xs',
  bg: 'bg.canvas',
  p: '2',
  borderRadius: 'control',
  overflow: 'auto',
  maxHeight: '16rem',
  whiteSpace: 'pre',
})

export const nativeField = css({
  bg: 'bg.canvas',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'control',
  px: '2',
  py: '1.5',
  fontSize: 'sm',
  minHeight: '2.25rem',
  _focusVisible: { outline: '2px solid', outlineColor: 'fg.accent', outlineOffset: '1px' },
})

export const label = css({ display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm' })

export const link = css({
  color: 'fg.accent',
  textDecoration: 'underline',
  _hover: { color: 'fg.default' },
})

/** A checkbox and its label on one line. */
export const checkRow = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  fontWeight: 'semibold',
  cursor: 'pointer',
  '& input': { width: '4', height: '4', accentColor: 'accent.pink' },
})
