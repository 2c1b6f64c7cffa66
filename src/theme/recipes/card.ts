import { defineRecipe } from '@pandacss/dev'

export const cardRecipe = defineRecipe({
  className: 'card',
  description: 'A framed surface for grouped content',
  jsx: ['Card'],
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    bg: 'bg.surface',
    borderWidth: '1px',
    borderColor: 'border.subtle',
    borderRadius: 'card',
    boxShadow: 'card',
    p: { base: '5', md: '6' },
  },
  variants: {
    variant: {
      plain: {},
      accent: {
        borderColor: 'accent.solid',
        bgImage: 'linear-gradient(160deg, rgba(139, 11, 9, 0.28), rgba(23, 18, 26, 0) 55%)',
      },
      interactive: {
        transition: 'border-color 0.2s, transform 0.2s, box-shadow 0.2s',
        _hover: { borderColor: 'accent.pink', boxShadow: 'glow', transform: 'translateY(-2px)' },
        _motionReduce: { _hover: { transform: 'none' } },
      },
    },
  },
  defaultVariants: { variant: 'plain' },
})
