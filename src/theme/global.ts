import { defineGlobalStyles, defineKeyframes } from '@pandacss/dev'

export const keyframes = defineKeyframes({
  spin: { to: { transform: 'rotate(360deg)' } },
  fadeIn: { from: { opacity: 0 }, to: { opacity: 1 } },
})

export const globalCss = defineGlobalStyles({
  'html, body': {
    bg: 'bg.canvas',
    color: 'fg.default',
    fontFamily: 'body',
    colorScheme: 'dark',
    lineHeight: '1.6',
    WebkitFontSmoothing: 'antialiased',
  },
  body: {
    minHeight: '100dvh',
    // A faint crimson glow at the top of every page: the brand without heavy images.
    bgImage:
      'radial-gradient(ellipse 90% 50% at 50% -10%, rgba(139, 11, 9, 0.45), transparent 70%), radial-gradient(ellipse 60% 40% at 100% 0%, rgba(234, 5, 113, 0.12), transparent 70%)',
    bgRepeat: 'no-repeat',
  },
  'h1, h2, h3': { fontFamily: 'heading', lineHeight: '1.2', textWrap: 'balance' },
  a: { color: 'fg.accent', textUnderlineOffset: '3px' },
  'a:hover': { color: 'fg.default' },
  ':focus-visible': { outline: '2px solid', outlineColor: 'accent.pink', outlineOffset: '2px' },
  '::selection': { bg: 'accent.solid', color: 'fg.onAccent' },
  // The navigation's folded menu (src/app/shell/NavBar.tsx, decision 026): a popover, over the
  // UA's popover styles (fixed, centred, fit-content, Canvas colours) once open, under the bar
  // (its row, 4rem, and its bottom border). Its button's icon and name follow it: CSS, not React
  // state, so that a pre-rendered page says the truth before hydration. Global, not atomic
  // classes: the landing's JavaScript carries none of it.
  'nav [popover]:popover-open': {
    inset: 'calc(token(sizes.16) + 1px) 0 auto',
    width: 'auto',
    maxHeight: 'calc(100dvh - token(sizes.16) - 1px)',
    p: '0 0 token(spacing.4)',
    borderWidth: '0 0 1px',
    borderColor: 'border.subtle',
    bg: 'bg.canvas',
    boxShadow: 'card',
  },
  '[data-when]': { display: 'contents' },
  'nav:has(:popover-open) [data-when=folded], nav:not(:has(:popover-open)) [data-when=open]': {
    display: 'none',
  },
  // A browser without popovers shows the folded links under the bar: no button that cannot act.
  '@supports not selector(:popover-open)': {
    'nav [popovertarget]': { display: 'none !important' },
  },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
})
