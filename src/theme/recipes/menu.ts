import { defineSlotRecipe } from '@pandacss/dev'

/** Styles the parts of Ark UI's Menu. */
export const menuRecipe = defineSlotRecipe({
  className: 'menu',
  description: 'Dropdown menu (Ark UI Menu)',
  jsx: ['Menu'],
  slots: ['trigger', 'positioner', 'content', 'itemGroupLabel', 'item', 'separator'],
  base: {
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      p: '1',
      borderRadius: 'full',
      cursor: 'pointer',
      _hover: { bg: 'bg.hover' },
      _focusVisible: { outline: '2px solid', outlineColor: 'accent.pink', outlineOffset: '2px' },
    },
    positioner: { zIndex: 'dropdown' },
    // Ark copies the content's z-index to its positioner (--z-index): the content needs it too,
    // or the menu opens under the offline notice.
    content: {
      zIndex: 'dropdown',
      minWidth: '14rem',
      bg: 'bg.raised',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'control',
      boxShadow: 'card',
      p: '1',
      _focusVisible: { outline: 'none' },
    },
    itemGroupLabel: {
      px: '3',
      py: '2',
      fontSize: 'xs',
      color: 'fg.muted',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      maxWidth: '16rem',
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      width: '100%',
      px: '3',
      py: '2',
      borderRadius: 'sm',
      color: 'fg.default',
      textDecoration: 'none',
      cursor: 'pointer',
      _highlighted: { bg: 'bg.hover', color: 'fg.default' },
    },
    separator: { my: '1', borderTopWidth: '1px', borderColor: 'border.subtle' },
  },
})
