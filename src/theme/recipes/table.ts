import { defineSlotRecipe } from '@pandacss/dev'

export const tableRecipe = defineSlotRecipe({
  className: 'table',
  description:
    'A data table that scrolls sideways on narrow screens, or shows each row as a card there (layout cards)',
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
  variants: {
    layout: {
      scroll: {},
      /**
       * Below 768 px each row is a card and each cell a line « column: value »: the cell's
       * data-label names its column (drawn, not read: the header cells are still read).
       */
      cards: {
        wrapper: {
          mdDown: { overflowX: 'visible', borderWidth: '0', borderRadius: '0', bg: 'transparent' },
        },
        table: {
          mdDown: {
            display: 'block',
            '& thead': {
              display: 'block',
              position: 'absolute',
              width: '1px',
              height: '1px',
              overflow: 'hidden',
              clip: 'rect(0, 0, 0, 0)',
              whiteSpace: 'nowrap',
            },
            '& tbody': { display: 'grid', gap: '3' },
            '& tbody tr': {
              display: 'block',
              px: '4',
              py: '2',
              borderWidth: '1px',
              borderColor: 'border.subtle',
              borderRadius: 'card',
              bg: 'bg.surface',
              // A card below the screen is neither laid out nor painted until it comes near:
              // a long list (the ranking) costs a phone one screen of layout, not all of it.
              contentVisibility: 'auto',
              containIntrinsicSize: 'auto 12rem',
            },
            '& tbody td, & tbody th': {
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              alignItems: 'center',
              gap: '3',
              '& > *': { justifySelf: 'end' },
              px: '0',
              py: '1.5',
              textAlign: 'end',
            },
            '& tbody [data-label]::before': {
              content: 'attr(data-label) / ""',
              color: 'fg.muted',
              fontSize: 'xs',
              fontWeight: 'semibold',
              textTransform: 'uppercase',
              letterSpacing: 'wider',
              textAlign: 'start',
            },
          },
        },
      },
    },
  },
  defaultVariants: { layout: 'scroll' },
})
