import { formatPoints } from '@contract/rules'
import { Link } from 'react-router-dom'
import { css } from 'styled-system/css'
import { lead, pageTitleStyle } from '@/shared/styles'
import { useSession } from '@/shared/auth/session'
import { Badge } from '@/shared/components/Badge'
import { Card } from '@/shared/components/Card'
import { Spinner } from '@/shared/components/Spinner'
import { EmailVerification } from './EmailVerification'
import { page } from './styles'
import { readAccounts, readProfile, useRead } from '@/shared/api/use-read'

const details = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'minmax(10rem, auto) 1fr' },
  gap: { base: '1 4', sm: '4 6' },
  p: '6',
  '& dt': { color: 'fg.muted' },
  '& dd': { wordBreak: 'break-word', mb: { base: '3', sm: '0' } },
})
const emailLine = css({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })

const Loading = ({ label }: { label: string }) => <Spinner size="sm" label={label} />

function accountsLabel(count: number) {
  return count <= 1 ? `${count} compte de jeu` : `${count} comptes de jeu`
}

/** /me/profile: greeting, account details, and the email verification while it is pending. */
export function ProfilePage() {
  const { user } = useSession()
  const accounts = useRead(readAccounts).state
  const profile = useRead(readProfile).state
  if (!user) return null

  return (
    <div className={page}>
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h1 className={pageTitleStyle}>Bonjour, {user.displayName || user.email} !</h1>
        <p className={lead}>Votre profil de joueur AirFlyff.</p>
      </header>
      {!user.emailVerified && <EmailVerification />}
      <Card as="section" aria-labelledby="profile-details">
        <h2 id="profile-details" className={css({ srOnly: true })}>
          Informations du compte
        </h2>
        <dl className={details}>
          <dt>Adresse mail</dt>
          <dd>
            <span className={emailLine}>
              {user.email}
              {user.emailVerified ? (
                <Badge tone="success">Vérifiée</Badge>
              ) : (
                <Badge tone="warning">Non vérifiée</Badge>
              )}
            </span>
          </dd>
          <dt>Identifiant unique</dt>
          <dd>
            <code>{user.uid}</code>
          </dd>
          <dt>Comptes de jeu</dt>
          <dd>
            {accounts.status === 'loading' ? (
              <Loading label="Chargement des comptes de jeu" />
            ) : (
              <Link to="/me/accounts">
                {accounts.value ? accountsLabel(accounts.value.length) : 'Voir mes comptes de jeu'}
              </Link>
            )}
          </dd>
          <dt>AirPoints</dt>
          <dd>
            {profile.status === 'loading' ? (
              <Loading label="Chargement du solde" />
            ) : profile.value ? (
              `${formatPoints(profile.value.points)} AirPoints`
            ) : (
              '-'
            )}
          </dd>
          <dt>Votes</dt>
          <dd>
            <Link to="/vote">Voter pour le serveur</Link>
          </dd>
        </dl>
      </Card>
    </div>
  )
}
