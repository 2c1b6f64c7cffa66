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
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
})
