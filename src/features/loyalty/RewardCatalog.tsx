import { formatPoints } from '@/shared/text/format'
import type { LoyaltyStage } from '@contract/schemas'
import { css } from 'styled-system/css'
import { Badge, type BadgeProps } from '@/shared/components/Badge'
import { Card } from '@/shared/components/Card'
import { ItemIcon } from './ItemIcon'
import {
  isSpecialStage,
  rewardDescription,
  rewardName,
  type RewardView,
  type StageRewards,
} from './rewards'

/** Where a reward stands for the signed-in player this month. */
export type RewardStatus = 'claimable' | 'claimed' | 'locked'

const STATUS: Record<RewardStatus, { label: string; tone: BadgeProps['tone'] }> = {
  claimable: { label: 'À récupérer', tone: 'success' },
  claimed: { label: 'Récupérée ce mois-ci', tone: 'neutral' },
  locked: { label: 'Palier non atteint', tone: 'neutral' },
}

const groups = css({ display: 'flex', flexDirection: 'column', gap: '6' })
const groupHeader = css({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: '3',
  mb: '3',
})
const groupTitle = css({ fontSize: 'xl', fontWeight: 'bold', fontFamily: 'heading' })
const items = css({
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
  gap: '4',
})
const icon = css({
  flexShrink: 0,
  width: '14',
  height: '14',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'control',
  bg: 'bg.raised',
  borderWidth: '1px',
  borderColor: 'border.subtle',
})

function stageLabel(stage: LoyaltyStage): string {
  return isSpecialStage(stage)
    ? 'Hors paliers'
    : `À partir de ${formatPoints(stage.requiredAmount)} AirPoints achetés dans le mois`
}

/**
 * One reward: its item's icon and name, its description (the operator's, else the catalogue's). Its name is a heading of
 * the level below the list's own (a stage's h3 in the catalogue, a section's h2 elsewhere).
 */
export function RewardItem({
  view,
  status,
  level = 4,
}: {
  view: RewardView
  status?: RewardStatus
  level?: 3 | 4
}) {
  const Heading = level === 3 ? 'h3' : 'h4'
  return (
    <div className={css({ display: 'flex', gap: '4', alignItems: 'flex-start' })}>
      <span className={icon} aria-hidden="true" data-testid="reward-icon">
        <ItemIcon item={view.item} />
      </span>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1' })}>
        <Heading className={css({ fontWeight: 'bold' })}>{rewardName(view)}</Heading>
        {rewardDescription(view) && (
          <p className={css({ color: 'fg.muted' })}>{rewardDescription(view)}</p>
        )}
        {status && (
          <Badge tone={STATUS[status].tone} className={css({ alignSelf: 'flex-start', mt: '1' })}>
            {STATUS[status].label}
          </Badge>
        )}
      </div>
    </div>
  )
}

/**
 * Every possible reward, by stage. The public page shows it as is; the player's page adds
 * each reward's status this month.
 */
export function RewardCatalog({
  groups: stageGroups,
  statusOf,
  headingId,
}: {
  groups: StageRewards[]
  statusOf?: (view: RewardView) => RewardStatus | undefined
  /** Prefix of the stage headings' ids (unique per page). */
  headingId: string
}) {
  if (stageGroups.length === 0) {
    return (
      <p className={css({ color: 'fg.muted' })}>
        La liste des récompenses n&apos;est pas disponible pour le moment.
      </p>
    )
  }
  return (
    <div className={groups}>
      {stageGroups.map(({ stage, rewards }) => {
        const id = `${headingId}-${stage.id}`
        return (
          <section key={stage.id} aria-labelledby={id} data-stage={stage.name}>
            <header className={groupHeader}>
              <h3 id={id} className={groupTitle}>
                Palier {stage.name}
              </h3>
              <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                {stageLabel(stage)}
              </span>
            </header>
            <ul className={items}>
              {rewards.map((view) => (
                <Card as="li" key={view.reward.id} data-reward={view.reward.id}>
                  <RewardItem view={view} status={statusOf?.(view)} />
                </Card>
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
