import { defineSlotRecipe } from '@pandacss/dev'

/** The orange warning box ('Compte invalide') and the green notice. */
export const alertRecipe = defineSlotRecipe({
  className: 'alert',
  description: 'Warning box and notice',
  jsx: ['Alert', 'WarningBox', 'Notice'],
  slots: ['root', 'icon', 'content', 'title', 'body'],
  base: {
    root: {
      display: 'flex',
      gap: '3',
      alignItems: 'flex-start',
      p: '4',
      borderRadius: 'control',
      borderWidth: '1px',
      borderInlineStartWidth: '4px',
      color: 'fg.default',
    },
    icon: { flexShrink: 0, width: '5', height: '5', mt: '0.5' },
    content: { display: 'flex', flexDirection: 'column', gap: '1', minWidth: 0 },
    title: { fontWeight: 'bold' },
    body: { fontSize: 'sm', lineHeight: '1.5' },
  },
  variants: {
    status: {
      warning: {
        root: { bg: 'warning.bg', borderColor: 'warning.fg' },
        icon: { color: 'warning.fg' },
        title: { color: 'warning.fg' },
      },
      success: {
        root: { bg: 'success.bg', borderColor: 'success.line' },
        icon: { color: 'success' },
        title: { color: 'success' },
      },
    },
  },
  defaultVariants: { status: 'warning' },
})
