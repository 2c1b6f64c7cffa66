import { MAIN_LOYALTY_STAGES } from '@contract/catalog'
import { formatPoints } from '@/shared/text/format'
import { useLoaderData } from 'react-router-dom'
import { container, lead, pageTitleStyle, sectionTitle } from '@/shared/page/styles'
import { useSession } from '@/shared/auth/session'
import { ButtonLink } from '@/shared/components/Button'
import { Deferred } from '@/shared/page/Deferred'
import { paths } from '@/shared/routing/paths'
import type { PublicRewardsData } from './api'
import { RewardCatalog } from './RewardCatalog'
import { rewardsByStage } from './rewards'
import { actions, banner, kicker, page, section } from './styles'

/**
 * /fidelite: the loyalty programme as anyone may read it (the public reward list of
 * GET /shop/fidelity/rewards). Signed-in players follow their own progress on /me/fidelity.
 */
export function PublicLoyaltyPage() {
  const { status } = useSession()
  const { rewards } = useLoaderData<PublicRewardsData>()
  const stages = MAIN_LOYALTY_STAGES.map(
    (stage) => `${stage.name} (${formatPoints(stage.requiredAmount)})`,
  ).join(', ')

  return (
    <div className={`${container} ${page}`}>
      <header className={banner}>
        <span className={kicker}>Programme de fidélité</span>
        <h1 className={pageTitleStyle}>Les récompenses de fidélité</h1>
        <p className={lead}>
          Chaque mois, les AirPoints que vous achetez vous font franchir des paliers&nbsp;: {stages}{' '}
          AirPoints. Chaque palier atteint donne droit à une récompense, à envoyer au personnage de
          votre choix. Les compteurs repartent de zéro au début de chaque mois.
        </p>
        <div className={actions}>
          {status === 'signedIn' ? (
            <ButtonLink to={paths.loyalty}>Voir ma progression</ButtonLink>
          ) : (
            <>
              <ButtonLink to={paths.login}>Se connecter</ButtonLink>
              <ButtonLink to={paths.register} variant="outline">
                Créer un compte
              </ButtonLink>
            </>
          )}
        </div>
      </header>

      <section aria-labelledby="recompenses-titre" className={section}>
        <h2 id="recompenses-titre" className={sectionTitle}>
          Toutes les récompenses
        </h2>
        <Deferred
          holdsScreen
          value={rewards}
          loading="Chargement des récompenses…"
          unavailable="La liste des récompenses est indisponible pour le moment."
        >
          {(list) => <RewardCatalog groups={rewardsByStage(list)} headingId="palier" />}
        </Deferred>
      </section>
    </div>
  )
}
