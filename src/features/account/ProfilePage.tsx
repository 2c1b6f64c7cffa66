import { formatPoints } from '@/shared/text/format'
import { Link, useLoaderData } from 'react-router-dom'
import { css } from 'styled-system/css'
import { lead, pageTitleStyle } from '@/shared/page/styles'
import { useSession } from '@/shared/auth/session'
import { Badge } from '@/shared/components/Badge'
import { Card } from '@/shared/components/Card'
import { Spinner } from '@/shared/components/Spinner'
import { Deferred } from '@/shared/page/Deferred'
import { paths } from '@/shared/routing/paths'
import type { ProfileData } from './api'
import { DeliveriesSection } from './DeliveriesSection'
import { EmailVerification } from './EmailVerification'
import { RightsSection } from './RightsSection'
import { SecondFactorSection } from './SecondFactorSection'
import { page } from './styles'

const details = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'minmax(10rem, auto) 1fr' },
  gap: { base: '1 4', sm: '4 6' },
  p: '6',
  '& dt': { color: 'fg.muted' },
  '& dd': { wordBreak: 'break-word', mb: { base: '3', sm: '0' } },
})
/** A Firebase id (28 characters) on one line of a phone's column, as its loading line. */
const uid = css({ fontSize: 'sm' })
const unseen = css({ visibility: 'hidden' })
const emailLine = css({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })

/**
 * The greeting on one line: the name, known once the session is, never moves the page below
 * (decision 038); the full email is in the details.
 */
const oneLine = css({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' })

const Loading = ({ label }: { label: string }) => <Spinner size="sm" label={label} />

function accountsLabel(count: number) {
  return count <= 1 ? `${count} compte de jeu` : `${count} comptes de jeu`
}

/**
 * /me/profile: greeting, account details, the email verification while it is pending, the
 * latest deliveries, and the player's rights on his data (export, closing the account). While a
 * stored session is restored, the frame shows and the player's details say they are loading.
 */
export function ProfilePage() {
  const { user } = useSession()
  const { accounts, profile, deliveries } = useLoaderData<ProfileData>()
  const sessionLoading = <Loading label="Chargement de la session" />

  return (
    <div className={page}>
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h1 className={`${pageTitleStyle} ${oneLine}`}>
          {/* One text: the greeting grows from where it starts, nothing in it moves. */}
          {user ? `Bonjour, ${user.displayName || user.email}\u00a0!` : 'Bonjour\u00a0!'}
        </h1>
        <p className={lead}>Votre profil de joueur AirFlyff.</p>
      </header>
      {user && !user.emailVerified && <EmailVerification />}
      <Card as="section" aria-labelledby="profile-details">
        <h2 id="profile-details" className={css({ srOnly: true })}>
          Informations du compte
        </h2>
        <dl className={details}>
          <dt>Adresse e-mail</dt>
          <dd>
            {user ? (
              <span className={emailLine}>
                {user.email}
                {user.emailVerified ? (
                  <Badge tone="success">Vérifiée</Badge>
                ) : (
                  <Badge tone="warning">Non vérifiée</Badge>
                )}
              </span>
            ) : (
              // The line as tall as the address and its mark will be.
              <span className={emailLine}>
                {sessionLoading}
                <Badge className={unseen} aria-hidden>
                  Vérifiée
                </Badge>
              </span>
            )}
          </dd>
          <dt>Identifiant unique</dt>
          <dd>{user ? <code className={uid}>{user.uid}</code> : sessionLoading}</dd>
          <dt>Comptes de jeu</dt>
          <dd>
            <Deferred
              value={accounts}
              fallback={<Loading label="Chargement des comptes de jeu" />}
              unavailable="Indisponible pour le moment."
            >
              {(list) => <Link to={paths.accounts}>{accountsLabel(list.length)}</Link>}
            </Deferred>
          </dd>
          <dt>AirPoints</dt>
          <dd>
            <Deferred
              value={profile}
              fallback={<Loading label="Chargement du solde" />}
              unavailable="Indisponible pour le moment."
            >
              {(data) => `${formatPoints(data.points)} AirPoints`}
            </Deferred>
          </dd>
          <dt>Votes</dt>
          <dd>
            <Link to={paths.vote}>Voter pour le serveur</Link>
          </dd>
          <dt>Historique</dt>
          <dd>
            <Link to={paths.history}>Achats, transferts, récompenses et votes</Link>
          </dd>
        </dl>
      </Card>
      <DeliveriesSection deliveries={deliveries} />
      <SecondFactorSection />
      <RightsSection />
    </div>
  )
}
