import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Card } from '@/shared/components/Card'
import { WarningBox } from '@/shared/components/Alert'
import type { AuthFailure } from '@machines/auth.machine'
import { AUTH_FAILURE_TITLE, authFailureMessage } from './messages'
import { authCard, authPage, authTitle, failureLinks } from './styles'
import { paths } from '@/shared/routing/paths'

/** A centred card with the screen's title. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={authPage}>
      <Card as="section" className={authCard} aria-labelledby="auth-title">
        <h1 id="auth-title" className={authTitle}>
          {title}
        </h1>
        {children}
      </Card>
    </div>
  )
}

/** 'Compte invalide' and the mapped message. */
export function AuthFailureBox({ failure }: { failure: AuthFailure | null }) {
  if (!failure) return null
  return (
    <WarningBox title={AUTH_FAILURE_TITLE}>
      <p>{authFailureMessage(failure)}</p>
      {failure.reason === 'emailInUse' && (
        <span className={failureLinks}>
          <Link to={paths.login}>Se connecter</Link>
          <Link to={paths.resetPassword}>Réinitialiser le mot de passe</Link>
        </span>
      )}
    </WarningBox>
  )
}
