import { defineSlotRecipe } from '@pandacss/dev'

/** Styles the parts of Ark UI's Avatar. */
export const avatarRecipe = defineSlotRecipe({
  className: 'avatar',
  description: 'Avatar (Ark UI Avatar)',
  jsx: ['Avatar'],
  slots: ['root', 'image', 'fallback'],
  base: {
    root: {
      position: 'relative',
      display: 'inline-flex',
      flexShrink: 0,
      overflow: 'hidden',
      borderRadius: 'full',
      borderWidth: '2px',
      borderColor: 'accent.pink',
      bg: 'bg.raised',
    },
    image: { width: '100%', height: '100%', objectFit: 'cover' },
    fallback: { width: '100%', height: '100%' },
  },
  variants: {
    size: {
      sm: { root: { width: '8', height: '8' } },
      md: { root: { width: '10', height: '10' } },
      lg: { root: { width: '16', height: '16' } },
    },
  },
  defaultVariants: { size: 'md' },
})
