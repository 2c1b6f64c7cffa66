import { MAIN_LOYALTY_STAGES } from '@contract/catalog'
import { isStageReached } from '@contract/rules'
import { formatPoints } from '@/shared/text/format'
import type { ClaimableReward, LoyaltyReward } from '@contract/schemas'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useLoaderData } from 'react-router-dom'
import { css } from 'styled-system/css'
import { container, lead, pageTitleStyle, sectionTitle } from '@/shared/page/styles'
import { Button, ButtonLink } from '@/shared/components/Button'
import { Card } from '@/shared/components/Card'
import { Deferred } from '@/shared/page/Deferred'
import { paths } from '@/shared/routing/paths'
import type { LoyaltyData } from './api'
import { createClaimOpening } from './claim-opening'
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

const claimList = css({
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
  gap: '4',
})

/** 'Plus que 750 AirPoints pour le palier Or', or that every stage is reached. */
function nextStageText(monthPoints: number): string {
  const next = MAIN_LOYALTY_STAGES.find((stage) => !isStageReached(stage, monthPoints))
  if (!next) return 'Tous les paliers sont atteints ce mois-ci\u00a0: bravo\u00a0!'
  return `Plus que ${formatPoints(next.requiredAmount - monthPoints)} AirPoints pour atteindre le palier ${next.name}.`
}

/**
 * The claim dialog's code (Ark UI's dialog and choosers, the claim flow): fetched once the page
 * is drawn, beside its data, so that the page's first paint does not wait for it.
 */
const loadClaimDialog = () => import('./ClaimDialog')
const ClaimDialog = lazy(async () => ({ default: (await loadClaimDialog()).ClaimDialog }))

/**
 * The month's progress: the AirPoints bought this month, what the next stage asks, the stages.
 * `shown: false` draws the room it takes while the figure loads (laid out, never shown).
 */
function MonthProgress({ points, shown = false }: { points: number; shown?: boolean }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <p className={css({ fontSize: 'lg' })}>
          AirPoints achetés ce mois-ci&nbsp;:{' '}
          <strong
            data-testid={shown ? 'month-points' : undefined}
            className={css({ color: 'fg.accent', fontSize: '2xl' })}
          >
            {formatPoints(points)}
          </strong>
        </p>
        <p className={css({ color: 'fg.muted' })}>{nextStageText(points)}</p>
      </div>
      <StageSteps monthPoints={points} />
    </div>
  )
}

/**
 * The figure the progress's room is laid out with while the real one loads: four digits, as a
 * month's purchases mostly are, so that its lines wrap as the real ones will.
 */
const ROOM_POINTS = 1000

/** /me/fidelity: this month's progress through the stages and the rewards to claim. */
export function LoyaltyPage() {
  const { monthPoints, toClaim, catalog } = useLoaderData<LoyaltyData>()
  // Which reward the claim dialog is open for: a tap re-renders the dialog, not the page.
  const [opening] = useState(createClaimOpening)
  useEffect(() => void loadClaimDialog(), [])

  return (
    <div className={`${container} ${page}`}>
      <header className={banner}>
        <span className={kicker}>Programme de fidélité</span>
        <h1 className={pageTitleStyle}>Fidélité</h1>
        <p className={lead}>
          Chaque mois, vos achats d&apos;AirPoints vous font franchir des paliers. À chaque palier
          atteint, une récompense vous attend&nbsp;: envoyez-la au personnage de votre choix.
        </p>
        <div className={actions}>
          <ButtonLink to={paths.topUp}>Rechargement</ButtonLink>
        </div>
      </header>

      <section aria-labelledby="progression-titre" className={section}>
        <h2 id="progression-titre" className={sectionTitle}>
          Progression du mois
        </h2>
        <Card variant="accent">
          <Deferred
            value={monthPoints}
            loading="Chargement de votre progression…"
            unavailable="Votre progression est indisponible pour le moment."
            room={<MonthProgress points={ROOM_POINTS} />}
          >
            {(points) => <MonthProgress points={points} shown />}
          </Deferred>
        </Card>
      </section>

      <section aria-labelledby="a-recuperer-titre" className={section}>
        <h2 id="a-recuperer-titre" className={sectionTitle}>
          Récompenses à récupérer
        </h2>
        <Deferred
          value={toClaim}
          loading="Chargement des récompenses à récupérer…"
          unavailable="Les récompenses à récupérer sont indisponibles pour le moment."
          room="screen"
        >
          {([rewards, claimable, accounts]) => {
            const views = claimableRewards(rewards, claimable)
            return views.length === 0 ? (
              <p className={css({ color: 'fg.muted' })}>
                Aucune récompense à récupérer pour le moment. Rechargez des AirPoints pour atteindre
                le prochain palier.
              </p>
            ) : (
              <>
                <ul className={claimList} aria-labelledby="a-recuperer-titre">
                  {views.map((view) => (
                    <Card as="li" key={view.reward.id} variant="interactive">
                      <RewardItem view={view} level={3} />
                      <Button
                        className={css({ alignSelf: 'flex-end' })}
                        aria-label={`Récupérer\u00a0: ${rewardName(view)}`}
                        onClick={() => opening.open(view)}
                      >
                        Récupérer
                      </Button>
                    </Card>
                  ))}
                </ul>
                {/* Its code may still be on its way: the list does not wait for it. */}
                <Suspense fallback={null}>
                  <ClaimDialog opening={opening} accounts={accounts} />
                </Suspense>
              </>
            )
          }}
        </Deferred>
      </section>

      <section aria-labelledby="toutes-titre" className={section}>
        <h2 id="toutes-titre" className={sectionTitle}>
          Toutes les récompenses
        </h2>
        <Deferred
          value={catalog}
          loading="Chargement des récompenses…"
          unavailable="La liste des récompenses est indisponible pour le moment."
        >
          {({ rewards, progress }) => (
            <RewardCatalog
              groups={rewardsByStage(rewards)}
              statusOf={progress ? statusOf(rewards, progress) : () => undefined}
              headingId="me-palier"
            />
          )}
        </Deferred>
      </section>
    </div>
  )
}

/**
 * Each reward's state, known only when the claimable rewards and the monthPoints are: to claim,
 * claimed this month (its stage reached, no longer claimable), or locked.
 */
function statusOf(
  rewards: LoyaltyReward[],
  { claimable, monthPoints }: { claimable: ClaimableReward[]; monthPoints: number },
): (view: RewardView) => RewardStatus | undefined {
  const claimableIds = new Set(claimableRewards(rewards, claimable).map((view) => view.reward.id))
  return (view) => {
    if (!view.stage || isSpecialStage(view.stage)) return undefined
    if (claimableIds.has(view.reward.id)) return 'claimable'
    return isStageReached(view.stage, monthPoints) ? 'claimed' : 'locked'
  }
}
