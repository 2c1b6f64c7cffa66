import type { HTMLAttributes } from 'react'
import { cx } from 'styled-system/css'
import { badge, type BadgeVariantProps } from 'styled-system/recipes/badge'

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & BadgeVariantProps

/** A short label; tones neutral (default), accent, success, warning, danger. */
export function Badge({ tone, className, ...rest }: BadgeProps) {
  return <span className={cx(badge({ tone }), className)} {...rest} />
}
