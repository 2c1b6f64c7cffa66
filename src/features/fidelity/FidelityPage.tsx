import { MAIN_LOYALTY_STAGES } from '@contract/catalog'
import { formatPoints, isStageReached } from '@contract/rules'
import { useMemo, useState } from 'react'
import { css } from 'styled-system/css'
import { container, lead, pageTitleStyle, sectionTitle } from '@/shared/styles'
import { Button, ButtonLink } from '@/shared/components/Button'
import { Card } from '@/shared/components/Card'
import { Spinner } from '@/shared/components/Spinner'
import { ClaimDialog } from './ClaimDialog'
import { RewardCatalog, RewardItem, type RewardStatus } from './RewardCatalog'
import {
  claimableRewards,
  isSpecialStage,
  rewardName,
  rewardsByStage,
  type RewardView,
} from './rewards'
import { StageSteps } from './StageSteps'
import { actions, banner, kicker, page, section } from './styles'
import { useFidelityData } from './use-fidelity'

const claimList = css({
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
  gap: '4',
})

/** 'Plus que 750 AirPoints pour le palier Or', or that every stage is reached. */
function nextStageText(monthPoints: number): string {
  const next = MAIN_LOYALTY_STAGES.find((stage) => !isStageReached(stage, monthPoints))
  if (!next) return 'Tous les paliers sont atteints ce mois-ci : bravo !'
  return `Plus que ${formatPoints(next.requiredAmount - monthPoints)} AirPoints pour atteindre le palier ${next.name}.`
}

/** /me/fidelity: this month's progress through the stages and the rewards to claim. */
export function FidelityPage() {
  const data = useFidelityData()
  const [claiming, setClaiming] = useState<RewardView | null>(null)

  const ready = data.status === 'ready' ? data : null
  const groups = useMemo(() => rewardsByStage(ready?.rewards ?? []), [ready])
  const toClaim = useMemo(
    () => claimableRewards(ready?.rewards ?? [], ready?.claimable ?? []),
    [ready],
  )
  const claimableIds = useMemo(() => new Set(toClaim.map((view) => view.reward.id)), [toClaim])
  const monthPoints = ready?.monthPoints ?? 0

  const statusOf = (view: RewardView): RewardStatus | undefined => {
    if (!view.stage || isSpecialStage(view.stage)) return undefined
    if (claimableIds.has(view.reward.id)) return 'claimable'
    return isStageReached(view.stage, monthPoints) ? 'claimed' : 'locked'
  }

  return (
    <div className={`${container} ${page}`}>
      <header className={banner}>
        <span className={kicker}>Programme de fidélité</span>
        <h1 className={pageTitleStyle}>Fidélité</h1>
        <p className={lead}>
          Chaque mois, vos achats d&apos;AirPoints vous font franchir des paliers. À chaque palier
          atteint, une récompense vous attend : envoyez-la au personnage de votre choix.
        </p>
        <div className={actions}>
          <ButtonLink to="/shop-points">Rechargement</ButtonLink>
        </div>
      </header>

      {!ready ? (
        <p
          role="status"
          className={css({ display: 'flex', alignItems: 'center', gap: '3', color: 'fg.muted' })}
        >
          <Spinner size="md" /> Chargement de votre fidélité…
        </p>
      ) : (
        <>
          <section aria-labelledby="progression-titre" className={section}>
            <h2 id="progression-titre" className={sectionTitle}>
              Progression du mois
            </h2>
            <Card variant="accent" className={css({ gap: '6' })}>
              {ready.monthPoints === null ? (
                <p className={css({ color: 'fg.muted' })}>
                  Votre progression n&apos;est pas disponible pour le moment.
                </p>
              ) : (
                <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
                  <p className={css({ fontSize: 'lg' })}>
                    AirPoints achetés ce mois-ci :{' '}
                    <strong
                      data-testid="month-points"
                      className={css({ color: 'fg.accent', fontSize: '2xl' })}
                    >
                      {formatPoints(monthPoints)}
                    </strong>
                  </p>
                  <p className={css({ color: 'fg.muted' })}>{nextStageText(monthPoints)}</p>
                </div>
              )}
              <StageSteps monthPoints={monthPoints} />
            </Card>
          </section>

          <section aria-labelledby="a-recuperer-titre" className={section}>
            <h2 id="a-recuperer-titre" className={sectionTitle}>
              Récompenses à récupérer
            </h2>
            {toClaim.length === 0 ? (
              <p className={css({ color: 'fg.muted' })}>
                Aucune récompense à récupérer pour le moment. Rechargez des AirPoints pour atteindre
                le prochain palier.
              </p>
            ) : (
              <ul className={claimList} aria-labelledby="a-recuperer-titre">
                {toClaim.map((view) => (
                  <Card as="li" key={view.reward.id} variant="interactive">
                    <RewardItem view={view} />
                    <Button
                      className={css({ alignSelf: 'flex-end' })}
                      aria-label={`Récupérer : ${rewardName(view)}`}
                      onClick={() => setClaiming(view)}
                    >
                      Récupérer
                    </Button>
                  </Card>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="toutes-titre" className={section}>
            <h2 id="toutes-titre" className={sectionTitle}>
              Toutes les récompenses
            </h2>
            <RewardCatalog groups={groups} statusOf={statusOf} headingId="me-palier" />
          </section>

          {claiming && (
            <ClaimDialog
              view={claiming}
              accounts={ready.accounts}
              onClose={() => setClaiming(null)}
            />
          )}
        </>
      )}
    </div>
  )
}
