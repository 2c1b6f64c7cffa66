/**
 * The UI kit. Each component is a thin wrapper styled by its own recipe in src/theme/recipes.
 * Prefer importing from the component's own file in code on the landing's initial load, so that
 * Ark UI parts stay in the chunks that use them. The opt-in tap modules (dialog-opens-at-tap.tsx,
 * select-early-placement.ts, decision 048) are imported by path by the few places that need them.
 */
export { Alert, Notice, WarningBox, type AlertProps } from './Alert'
export { Avatar, DEFAULT_AVATAR, type AvatarProps } from './Avatar'
export { Badge, type BadgeProps } from './Badge'
export {
  Button,
  ButtonLink,
  ExternalLink,
  type ButtonProps,
  type ButtonLinkProps,
  type ExternalLinkProps,
} from './Button'
export { Card, type CardProps } from './Card'
export { Checkbox, type CheckboxProps } from './Checkbox'
export { Dialog, type DialogProps } from './Dialog'
export { FormField, type FormFieldProps } from './FormField'
export { InlineSvg, type InlineSvgProps } from './InlineSvg'
export { Logo } from './Logo'
export { Menu, type MenuEntry, type MenuProps } from './Menu'
export { Select, type SelectOption, type SelectProps } from './Select'
export { Spinner, type SpinnerProps } from './Spinner'
export { Table, TableCell, TableRow, TableRowHeader, type TableProps } from './Table'
