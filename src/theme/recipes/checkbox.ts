import { defineSlotRecipe } from '@pandacss/dev'

/** Styles the parts of Ark UI's Checkbox. */
export const checkboxRecipe = defineSlotRecipe({
  className: 'checkbox',
  description: 'Checkbox (Ark UI Checkbox)',
  jsx: ['Checkbox'],
  slots: ['root', 'control', 'indicator', 'label'],
  base: {
    root: { display: 'inline-flex', alignItems: 'flex-start', gap: '2.5', cursor: 'pointer' },
    control: {
      flexShrink: 0,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '5',
      height: '5',
      mt: '0.5',
      borderWidth: '2px',
      borderColor: 'border',
      borderRadius: 'sm',
      bg: 'bg.canvas',
      color: 'fg.onAccent',
      transition: 'background 0.15s, border-color 0.15s',
      _checked: { bg: 'accent.solid', borderColor: 'accent.pink' },
      _focusVisible: { outline: '2px solid', outlineColor: 'accent.pink', outlineOffset: '2px' },
      _userInvalid: { borderColor: 'danger' },
    },
    indicator: { width: '3.5', height: '3.5' },
    label: { fontSize: 'sm', lineHeight: '1.5' },
  },
})
