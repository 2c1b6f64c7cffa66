import { defineRecipe } from '@pandacss/dev'

/** Buttons and links styled as buttons; `data-loading` shows the busy state (see components/Button). */
export const buttonRecipe = defineRecipe({
  className: 'button',
  description: 'Action button, with a loading state',
  jsx: ['Button', 'ButtonLink', 'ExternalButton'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: 'semibold',
    lineHeight: '1.2',
    borderRadius: 'control',
    borderWidth: '1px',
    borderColor: 'transparent',
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    transition: 'background 0.15s, border-color 0.15s, transform 0.15s, box-shadow 0.15s',
    _focusVisible: { outline: '2px solid', outlineColor: 'accent.pink', outlineOffset: '2px' },
    _disabled: { cursor: 'not-allowed', opacity: 0.6 },
    '&[data-loading]': { cursor: 'progress', opacity: 0.85 },
  },
  variants: {
    variant: {
      solid: {
        bg: 'accent.solid',
        color: 'fg.onAccent',
        borderColor: 'accent.pink/50',
        boxShadow: '0 6px 20px -8px rgba(234, 5, 113, 0.55)',
        _hover: { bg: 'accent.solidHover', _disabled: { bg: 'accent.solid' } },
      },
      outline: {
        bg: 'transparent',
        color: 'fg.default',
        borderColor: 'border',
        _hover: { borderColor: 'accent.pink', bg: 'bg.raised' },
      },
      ghost: {
        bg: 'transparent',
        color: 'fg.default',
        _hover: { bg: 'bg.hover' },
      },
    },
    size: {
      sm: { fontSize: 'sm', px: '3', minH: '9' },
      md: { fontSize: 'md', px: '4', minH: '11' },
      lg: { fontSize: 'lg', px: '6', minH: '12' },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
})
