import { loyaltyProgress, type Connector } from '@contract/rules'
import { formatPoints } from '@/shared/text/format'
import { css, cx } from 'styled-system/css'
import { CheckIcon } from '@/shared/icons/marks'

const list = css({
  listStyle: 'none',
  display: 'grid',
  // One column per main stage (five: Bronze to Diamant).
  gridTemplateColumns: { base: '1fr', md: 'repeat(5, 1fr)' },
})

const step = css({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: { base: 'auto 1fr', md: '1fr' },
  justifyItems: { md: 'center' },
  alignItems: 'center',
  columnGap: '4',
  rowGap: '2',
  pb: { base: '6', md: '0' },
  textAlign: { md: 'center' },
  _last: { pb: '0' },
})

const marker = css({
  position: 'relative',
  zIndex: 'raised',
  width: '10',
  height: '10',
  borderRadius: 'full',
  borderWidth: '2px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: 'bold',
  gridRow: { base: 'span 2', md: 'auto' },
})
const markerReached = css({ bg: 'accent.solid', borderColor: 'accent.pink', color: 'fg.onAccent' })
const markerAhead = css({ bg: 'bg.raised', borderColor: 'border', color: 'fg.muted' })

const stageName = css({ fontWeight: 'bold', fontSize: 'lg', lineHeight: '1.2' })
const stageAmount = css({ color: 'fg.muted', fontSize: 'sm' })

/** The link to the next stage: under the marker on small screens, beside it from md up. */
const connectorTrack = css({
  position: 'absolute',
  bg: 'bg.raised',
  borderRadius: 'full',
  overflow: 'hidden',
  left: { base: 'calc(1.25rem - 3px)', md: 'calc(50% + 1.5rem)' },
  top: { base: '2.75rem', md: 'calc(1.25rem - 3px)' },
  bottom: { base: '0.25rem', md: 'auto' },
  width: { base: '6px', md: 'calc(100% - 3rem)' },
  height: { base: 'auto', md: '6px' },
})
const fillBase = css({
  display: 'block',
  bgImage: 'linear-gradient(90deg, {colors.brand.red}, {colors.brand.pink})',
  borderRadius: 'full',
})
const fills: Record<Connector, string> = {
  full: css({ width: '100%', height: '100%' }),
  half: css({ width: { base: '100%', md: '50%' }, height: { base: '50%', md: '100%' } }),
  empty: css({ width: '0', height: '0' }),
}

const connectorText: Record<Connector, string> = {
  full: 'complète',
  half: 'à moitié',
  empty: 'vide',
}

/**
 * The main stages (Bronze to Diamant, the Special one kept out) as steps: reached when
 * monthPoints reach the stage's requiredAmount; the connector to the next stage is full when
 * the next is reached too, half when only this one is (the shared loyalty rule).
 */
export function StageSteps({ monthPoints }: { monthPoints: number }) {
  const steps = loyaltyProgress(monthPoints)
  return (
    <ol className={list} aria-label="Paliers de fidélité du mois">
      {steps.map(({ stage, reached, connector }, index) => {
        const next = steps[index + 1]
        return (
          <li
            key={stage.id}
            className={step}
            data-stage={stage.name}
            data-reached={reached ? 'true' : 'false'}
          >
            <span className={cx(marker, reached ? markerReached : markerAhead)} aria-hidden="true">
              {reached ? <CheckIcon size={16} strokeWidth={2.5} /> : index + 1}
            </span>
            <span className={stageName}>{stage.name}</span>
            <span className={stageAmount}>
              {formatPoints(stage.requiredAmount)} AirPoints
              <span className={css({ srOnly: true })}>
                {reached ? '\u00a0: palier atteint' : '\u00a0: palier non atteint'}
              </span>
            </span>
            {connector && next && (
              <span className={connectorTrack} data-connector={connector}>
                <span className={cx(fillBase, fills[connector])} aria-hidden="true" />
                <span className={css({ srOnly: true })}>
                  Progression vers le palier {next.stage.name}&nbsp;: {connectorText[connector]}
                </span>
              </span>
            )}
          </li>
        )
      })}
    </ol>
  )
}
