import { defineSlotRecipe } from '@pandacss/dev'

/** Label, input and error message of one form field. */
export const fieldRecipe = defineSlotRecipe({
  className: 'field',
  description: 'Form field: label, input, help and error',
  jsx: ['Field'],
  slots: ['root', 'label', 'input', 'help', 'error'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: '100%' },
    label: { fontWeight: 'medium', fontSize: 'sm', color: 'fg.default' },
    input: {
      width: '100%',
      minH: '11',
      px: '3',
      bg: 'bg.canvas',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'control',
      fontSize: 'md',
      transition: 'border-color 0.15s, box-shadow 0.15s',
      _placeholder: { color: 'fg.muted' },
      _hover: { borderColor: 'dark.400' },
      _focusVisible: {
        outline: 'none',
        borderColor: 'accent.pink',
        boxShadow: '0 0 0 3px rgba(234, 5, 113, 0.35)',
      },
      _userInvalid: { borderColor: 'danger' },
      _disabled: { opacity: 0.6, cursor: 'not-allowed' },
    },
    help: { fontSize: 'sm', color: 'fg.muted' },
    error: { fontSize: 'sm', color: 'danger', fontWeight: 'medium' },
  },
})
