import { css } from 'styled-system/css'

/** The long texts of the public pages: terms of use, legal notice, privacy policy. */
export const prose = css({
  maxWidth: 'prose',
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  '& h2': { fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold', mt: '6', color: 'fg.default' },
  '& p, & li, & dd': { color: 'fg.muted' },
  '& ul': { listStyle: 'disc', pl: '6', display: 'flex', flexDirection: 'column', gap: '2' },
  '& strong, & dt': { color: 'fg.default' },
  '& dt': { fontWeight: 'semibold', mt: '2' },
})

/** The frame of a long public text: its title, its lead, then its sections. */
export const longPage = css({
  py: { base: '10', md: '16' },
  display: 'flex',
  flexDirection: 'column',
  gap: '8',
})
