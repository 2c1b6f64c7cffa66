import { cx } from 'styled-system/css'
import { spinner, type SpinnerVariantProps } from 'styled-system/recipes/spinner'

export interface SpinnerProps extends SpinnerVariantProps {
  /** Read by screen readers; omit when the surrounding control already says it is busy. */
  label?: string
  className?: string
}

export function Spinner({ label, className, ...variants }: SpinnerProps) {
  return (
    <span
      className={cx(spinner(variants), className)}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  )
}
