import type { ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { alert } from 'styled-system/recipes/alert'
import { SuccessIcon, WarningIcon } from '@/shared/icons/status'

export interface AlertProps {
  status: 'warning' | 'success'
  title?: ReactNode
  children?: ReactNode
  className?: string
}

const icons = { warning: WarningIcon, success: SuccessIcon } as const

/**
 * The orange warning box (status 'warning': role alert, read as soon as it appears) and the
 * green notice (status 'success': role status).
 */
export function Alert({ status, title, children, className }: AlertProps) {
  const styles = alert({ status })
  const Icon = icons[status]
  return (
    <div className={cx(styles.root, className)} role={status === 'warning' ? 'alert' : 'status'}>
      <Icon className={styles.icon} strokeWidth={2} />
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
