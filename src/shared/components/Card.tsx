import type { HTMLAttributes } from 'react'
import { cx } from 'styled-system/css'
import { card, type CardVariantProps } from 'styled-system/recipes/card'

export interface CardProps extends HTMLAttributes<HTMLElement>, CardVariantProps {
  /** The element to render: a plain div by default, article or section when it stands alone. */
  as?: 'div' | 'article' | 'section' | 'li'
}

/** A framed surface; variants plain (default), accent, interactive. */
export function Card({ as: Tag = 'div', variant, className, ...rest }: CardProps) {
  return <Tag className={cx(card({ variant }), className)} {...rest} />
}
