import type { Delivery, DeliveryState } from '@contract/schemas'
import { css, cx } from 'styled-system/css'
import { ExternalLink } from '@/shared/components/Button'
import { ClockIcon, SentIcon, UnknownIcon } from '@/shared/icons/delivery'
import type { IconComponent } from '@/shared/icons/Icon'
import { SuccessIcon, WarningIcon } from '@/shared/icons/status'
import { site } from '@/shared/config/site'
import { inlineLink } from '@/shared/page/styles'
import { DELIVERY_TEXT, deliveryStateText, keptAfterFailure } from './delivery'
import { useDeliveryTracking } from './use-delivery-tracking'

const box = css({ display: 'flex', flexDirection: 'column', gap: '1' })
const line = css({ display: 'inline-flex', alignItems: 'center', gap: '2', fontWeight: 'semibold' })
const icon = css({ flexShrink: 0 })
const help = css({ color: 'fg.muted', fontSize: 'sm' })

const ICONS: Record<DeliveryState | 'unknown', IconComponent> = {
  pending: ClockIcon,
  sent: SentIcon,
  received: SuccessIcon,
  failed: WarningIcon,
  unknown: UnknownIcon,
}

// Only the icon takes the state's colour: the text keeps the page's, whatever its background.
const TONES: Record<DeliveryState | 'unknown', string> = {
  pending: css({ color: 'fg.muted' }),
  sent: css({ color: 'fg.accent' }),
  received: css({ color: 'success' }),
  failed: css({ color: 'warning.fg' }),
  unknown: css({ color: 'fg.muted' }),
}

function StateLine({ state, children }: { state: DeliveryState | 'unknown'; children: string }) {
  const Icon = ICONS[state]
  return (
    <span className={line} data-delivery-state={state}>
      <Icon size={20} strokeWidth={2} className={cx(icon, TONES[state])} />
      {children}
    </span>
  )
}

/**
 * A delivery's state as the portal last read it: an icon and its line; a failed delivery adds
 * that what was sent is not lost and where to ask for it.
 */
export function DeliveryStatus({ delivery }: { delivery: Delivery }) {
  return (
    <span className={box}>
      <StateLine state={delivery.state}>{deliveryStateText(delivery)}</StateLine>
      {delivery.state === 'failed' && (
        <span className={help}>
          {keptAfterFailure(delivery)}{' '}
          <ExternalLink href={site.chatUrl} className={inlineLink}>
            Support sur le {site.chatLabel}
          </ExternalLink>
        </span>
      )}
    </span>
  )
}

/**
 * The live state of a delivery the player just made, read again while it is on its way (a
 * status region: each change is read out). A failed read shows that the state is unknown, never
 * the last one as if it were current.
 */
export function TrackedDeliveryStatus({ initial }: { initial: Delivery }) {
  const { delivery, unavailable } = useDeliveryTracking(initial)
  return (
    <div role="status">
      {unavailable ? (
        <StateLine state="unknown">{DELIVERY_TEXT.unavailable}</StateLine>
      ) : (
        <DeliveryStatus delivery={delivery} />
      )}
    </div>
  )
}
