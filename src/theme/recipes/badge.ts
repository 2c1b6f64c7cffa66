import { defineRecipe } from '@pandacss/dev'

export const badgeRecipe = defineRecipe({
  className: 'badge',
  description: 'A short status label',
  jsx: ['Badge'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '2',
    py: '0.5',
    borderRadius: 'full',
    borderWidth: '1px',
    fontSize: 'xs',
    fontWeight: 'semibold',
    lineHeight: '1.4',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { bg: 'bg.raised', color: 'fg.muted', borderColor: 'border.subtle' },
      accent: { bg: 'accent.deep', color: 'fg.accent', borderColor: 'accent.solid' },
      success: { bg: 'success.bg', color: 'success', borderColor: 'success.line' },
      warning: { bg: 'warning.bg', color: 'warning.fg', borderColor: 'warning.fg' },
      danger: { bg: 'accent.deep', color: 'danger', borderColor: 'danger' },
    },
  },
  defaultVariants: { tone: 'neutral' },
})
