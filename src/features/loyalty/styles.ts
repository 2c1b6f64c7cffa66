import { css } from 'styled-system/css'

export const page = css({
  py: { base: '10', md: '14' },
  display: 'flex',
  flexDirection: 'column',
  gap: { base: '10', md: '12' },
})

export const section = css({ display: 'flex', flexDirection: 'column', gap: '5' })

/** The banner at the top of both loyalty pages. */
export const banner = css({
  position: 'relative',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: { base: '6', md: '10' },
  borderRadius: 'card',
  borderWidth: '1px',
  borderColor: 'accent.solid',
  bgImage:
    'radial-gradient(circle at 85% 20%, rgba(234, 5, 113, 0.35), transparent 45%), linear-gradient(135deg, rgba(139, 11, 9, 0.55), rgba(23, 18, 26, 0.9) 70%)',
  boxShadow: 'glow',
})

export const kicker = css({
  alignSelf: 'flex-start',
  px: '3',
  py: '1',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'accent.pink',
  bg: 'accent.deep',
  color: 'fg.accent',
  fontSize: 'xs',
  fontWeight: 'bold',
  letterSpacing: 'widest',
  textTransform: 'uppercase',
})

export const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '2' })
