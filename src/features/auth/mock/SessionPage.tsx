import { css } from 'styled-system/css'
import { useSession } from '@/shared/auth/session'
import { AuthLayout } from '../AuthLayout'

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '2 4',
  '& dt': { color: 'fg.muted' },
  '& dd': { wordBreak: 'break-all' },
})

/** /__mock/session (protected): the signed-in user as the auth layer sees it, for testers. */
export function SessionPage() {
  const { user } = useSession()
  if (!user) return null
  return (
    <AuthLayout title="Session simulée">
      <dl className={grid}>
        <dt>Identifiant</dt>
        <dd>{user.uid}</dd>
        <dt>E-mail</dt>
        <dd>{user.email}</dd>
        <dt>Adresse vérifiée</dt>
        <dd data-testid="email-verified">{user.emailVerified ? 'oui' : 'non'}</dd>
        <dt>Nom</dt>
        <dd>{user.displayName ?? '-'}</dd>
      </dl>
    </AuthLayout>
  )
}
