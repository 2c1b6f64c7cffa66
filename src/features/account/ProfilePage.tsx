import { Suspense, use, type ReactNode } from 'react'
import { formatPoints } from '@/shared/format'
import { Link, useLoaderData } from 'react-router-dom'
import { css } from 'styled-system/css'
import { lead, pageTitleStyle } from '@/shared/styles'
import { useSession } from '@/shared/auth/session'
import { Badge } from '@/shared/components/Badge'
import { Card } from '@/shared/components/Card'
import { Spinner } from '@/shared/components/Spinner'
import { Unavailable } from '@/shared/Deferred'
import type { Loaded } from '@/shared/api/loaded'
import { paths } from '@/shared/paths'
import type { ProfileData } from './api'
import { EmailVerification } from './EmailVerification'
import { page } from './styles'

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

/** One detail of the profile: its value, or that it is unavailable for now (never a « - »). */
function Field<T>({
  value,
  children,
}: {
  value: Promise<Loaded<T>>
  children: (data: T) => ReactNode
}) {
  const result = use(value)
  return result.ok ? children(result.data) : <Unavailable>Indisponible pour le moment.</Unavailable>
}

/** /me/profile: greeting, account details, and the email verification while it is pending. */
export function ProfilePage() {
  const { user } = useSession()
  const { accounts, profile } = useLoaderData<ProfileData>()
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
            <Suspense fallback={<Loading label="Chargement des comptes de jeu" />}>
              <Field value={accounts}>
                {(list) => <Link to={paths.accounts}>{accountsLabel(list.length)}</Link>}
              </Field>
            </Suspense>
          </dd>
          <dt>AirPoints</dt>
          <dd>
            <Suspense fallback={<Loading label="Chargement du solde" />}>
              <Field value={profile}>{(data) => `${formatPoints(data.points)} AirPoints`}</Field>
            </Suspense>
          </dd>
          <dt>Votes</dt>
          <dd>
            <Link to={paths.vote}>Voter pour le serveur</Link>
          </dd>
        </dl>
      </Card>
    </div>
  )
}
