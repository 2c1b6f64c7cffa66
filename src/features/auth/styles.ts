import { css } from 'styled-system/css'

/** The narrow column of the auth screens. */
export const authPage = css({
  width: '100%',
  maxWidth: '28rem',
  mx: 'auto',
  px: '4',
  py: { base: '10', md: '16' },
})

export const authCard = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
  p: { base: '5', md: '8' },
})

export const authTitle = css({ textStyle: 'formTitle' })

export const form = css({ display: 'flex', flexDirection: 'column', gap: '4' })

export const divider = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  color: 'fg.muted',
  fontSize: 'sm',
  _before: { content: '""', flex: '1', borderTopWidth: '1px', borderColor: 'border.subtle' },
  _after: { content: '""', flex: '1', borderTopWidth: '1px', borderColor: 'border.subtle' },
})

export const links = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  fontSize: 'sm',
  color: 'fg.muted',
  '& a': { color: 'fg.accent', textDecoration: 'underline', textUnderlineOffset: '3px' },
})

/** Where to go next, under a sign-up refused for its address. */
export const failureLinks = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4',
  mt: '2',
  fontWeight: 'medium',
  '& a': { textDecoration: 'underline', textUnderlineOffset: '3px' },
})
