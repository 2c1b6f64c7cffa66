import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react'
import { Link, type LinkProps } from 'react-router-dom'
import { css, cx } from 'styled-system/css'
import { button, type ButtonVariantProps } from 'styled-system/recipes/button'
import { Spinner } from './Spinner'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariantProps {
  /** While true the button is disabled, marked busy and shows a spinner before its label. */
  loading?: boolean
}

/** A button: variants solid (default), outline, ghost; sizes sm, md (default), lg. */
export function Button({
  loading = false,
  disabled,
  variant,
  size,
  fullWidth,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(button({ variant, size, fullWidth }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
      {...rest}
    >
      {loading && <Spinner />}
      {children}
    </button>
  )
}

export type ButtonLinkProps = LinkProps & ButtonVariantProps

/** An in-app link that looks like a button. */
export function ButtonLink({ variant, size, fullWidth, className, ...rest }: ButtonLinkProps) {
  return <Link className={cx(button({ variant, size, fullWidth }), className)} {...rest} />
}

export interface ExternalLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string
  children: ReactNode
  /** Style the link as a button. */
  appearance?: ButtonVariantProps
}

/** A link to another site: always a new tab, never with access to this page. */
export function ExternalLink({ appearance, className, children, ...rest }: ExternalLinkProps) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      className={cx(appearance && button(appearance), className)}
      {...rest}
    >
      {children}
      <span className={css({ srOnly: true })}> (nouvel onglet)</span>
    </a>
  )
}
