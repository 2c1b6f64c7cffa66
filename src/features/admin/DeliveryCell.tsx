import type { Delivery } from '@contract/schemas'
import { Button } from '@/shared/components'
import { deliveryStateText } from '@/shared/delivery/delivery'

/** What the operator does about a delivery stuck in the game (docs/game-database.md). */
export const STALL_ADVICE = {
  lost: 'La ligne a disparu du jeu\u00a0: renvoyez la livraison, ou rendez les AirPoints (Créditer), pas les deux.',
  tooOld:
    'Non remise depuis longtemps\u00a0: le personnage doit se connecter avec de la place dans son sac. Ne renvoyez pas tant que la ligne est dans le jeu.',
} as const

/**
 * The console's cell of a delivery: its state, and the resend of a failed one or of one whose
 * game row is gone (with what to do about a stuck one).
 */
export function DeliveryCell({
  delivery,
  onResend,
}: {
  delivery: Delivery
  onResend: (delivery: Delivery) => void
}) {
  const lost =
    delivery.state === 'sent' &&
    (delivery.stalled === 'row-gone' || delivery.stalled === 'marker-gone')
  const resend = (
    <Button size="sm" variant="outline" onClick={() => onResend(delivery)}>
      Renvoyer
    </Button>
  )
  if (delivery.state === 'failed') return resend
  if (delivery.state !== 'sent' || !delivery.stalled) return <>{deliveryStateText(delivery)}</>
  return (
    <div data-stalled={delivery.stalled}>
      <p>{deliveryStateText(delivery)}</p>
      <p>{lost ? STALL_ADVICE.lost : STALL_ADVICE.tooOld}</p>
      {lost && resend}
    </div>
  )
}
