import { defineSlotRecipe } from '@pandacss/dev'

export const tableRecipe = defineSlotRecipe({
  className: 'table',
  description: 'A data table that scrolls sideways on narrow screens',
  jsx: ['Table'],
  slots: ['wrapper', 'table', 'caption', 'head', 'row', 'header', 'cell'],
  base: {
    wrapper: {
      width: '100%',
      overflowX: 'auto',
      borderWidth: '1px',
      borderColor: 'border.subtle',
      borderRadius: 'card',
      bg: 'bg.surface',
    },
    table: { width: '100%', borderCollapse: 'collapse', fontSize: { base: 'sm', md: 'md' } },
    caption: {
      textAlign: 'start',
      p: '3',
      color: 'fg.muted',
      fontSize: 'sm',
      captionSide: 'bottom',
    },
    head: { bg: 'bg.raised' },
    row: {
      borderTopWidth: '1px',
      borderColor: 'border.subtle',
      _hover: { bg: 'bg.raised' },
    },
    header: {
      textAlign: 'start',
      px: { base: '3', md: '4' },
      py: '3',
      fontWeight: 'semibold',
      color: 'fg.muted',
      fontSize: 'xs',
      textTransform: 'uppercase',
      letterSpacing: 'wider',
      whiteSpace: 'nowrap',
    },
    cell: { px: { base: '3', md: '4' }, py: '3', verticalAlign: 'top' },
  },
})
