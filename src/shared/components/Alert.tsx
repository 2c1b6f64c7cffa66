import type { ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { alert } from 'styled-system/recipes'

export interface AlertProps {
  status: 'warning' | 'success'
  title?: ReactNode
  children?: ReactNode
  className?: string
}

const icons = {
  warning: 'M12 3 2 21h20L12 3Zm0 6v5m0 3v.01',
  success: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-4.5 10 3 3 6-6',
} as const

/**
 * The orange warning box (status 'warning': role alert, read as soon as it appears) and the
 * green notice (status 'success': role status).
 */
export function Alert({ status, title, children, className }: AlertProps) {
  const styles = alert({ status })
  return (
    <div className={cx(styles.root, className)} role={status === 'warning' ? 'alert' : 'status'}>
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={icons[status]} />
      </svg>
      <div className={styles.content}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={styles.body}>{children}</div>}
      </div>
    </div>
  )
}

/** The orange box, e.g. title 'Compte invalide' and the mapped message. */
export function WarningBox(props: Omit<AlertProps, 'status'>) {
  return <Alert status="warning" {...props} />
}

/** The green notice, e.g. after a password reset request. */
export function Notice(props: Omit<AlertProps, 'status'>) {
  return <Alert status="success" {...props} />
}
