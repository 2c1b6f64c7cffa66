import type { Delivery } from '@contract/schemas'
import { useCallback, useEffect, useId, useState } from 'react'
import { Badge } from '@/shared/components/Badge'
import { Button } from '@/shared/components/Button'
import { deliveryContent, deliveryStateText } from '@/shared/delivery/delivery'
import type { MockBackend } from '@/shared/runtime/mock-backend'
import { item, muted, plainList, row, section, sectionHeading } from '../styles'

/** The rows of the mock's tables this section reads (its db inspector gives untyped copies). */
type DeliveryRow = Omit<Delivery, 'kind'> & {
  kind: Delivery['kind']
  amount: number | null
  itemId: number | null
  count: number | null
}
interface GameItemSendRow {
  characterId: number
  handedAt: string | null
}
interface GameCharacterRow {
  characterId: number
  name: string
}

/** An outbox row as the contract's delivery, so that it reads as the player reads it. */
function asDelivery(row: DeliveryRow): Delivery {
  return row.kind === 'points'
    ? { ...row, kind: 'points', amount: row.amount ?? 0 }
    : { ...row, kind: 'item', itemId: row.itemId ?? 0, count: row.count ?? 1 }
}

const TONES = {
  pending: 'neutral',
  sent: 'accent',
  received: 'success',
  failed: 'warning',
} as const

function readState(mock: MockBackend) {
  const tables = mock.db.snapshot()
  const deliveries = (tables.deliveries as DeliveryRow[])
    .map(asDelivery)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  // The game's rows not handed yet: the characters whose login would hand them something.
  const waiting = new Set(
    (tables.gameItemSend as GameItemSendRow[])
      .filter((rowSent) => rowSent.handedAt === null)
      .map((rowSent) => rowSent.characterId),
  )
  const characters = (tables.gameCharacters as GameCharacterRow[]).filter((character) =>
    waiting.has(character.characterId),
  )
  return { deliveries, characters }
}

/**
 * The embedded game's deliveries: each one's state as the portal knows it, and a login in the
 * game for each character that has something waiting there, so that a tester walks a delivery
 * from pending to sent to received. Read again every 2 s (the queue works in the background)
 * and at once after an action.
 */
export function DeliveriesSection({ mock }: { mock: MockBackend }) {
  const headingId = useId()
  const [state, setState] = useState(() => readState(mock))
  const [busy, setBusy] = useState<number | null>(null)
  const refresh = useCallback(() => setState(readState(mock)), [mock])

  useEffect(() => {
    const timer = window.setInterval(refresh, 2000)
    return () => window.clearInterval(timer)
  }, [refresh])

  const enterWorld = async (characterId: number) => {
    setBusy(characterId)
    try {
      await mock.game.enterWorld(characterId)
    } finally {
      setBusy(null)
      refresh()
    }
  }

  return (
    <section className={section} aria-labelledby={headingId}>
      <div className={row}>
        <h2 id={headingId} className={sectionHeading}>
          Livraisons
        </h2>
        <Button variant="ghost" size="sm" onClick={refresh}>
          Actualiser
        </Button>
      </div>
      {state.characters.length > 0 && (
        <div className={row}>
          {state.characters.map((character) => (
            <Button
              key={character.characterId}
              size="sm"
              loading={busy === character.characterId}
              disabled={busy !== null}
              onClick={() => void enterWorld(character.characterId)}
            >
              Connexion en jeu de {character.name}
            </Button>
          ))}
        </div>
      )}
      {state.deliveries.length === 0 ? (
        <p className={muted}>Aucune livraison dans la base simulée.</p>
      ) : (
        <ul className={plainList} aria-label="Livraisons simulées">
          {state.deliveries.slice(0, 8).map((delivery) => (
            <li key={delivery.deliveryId} className={item}>
              <div className={row}>
                <strong>
                  {deliveryContent(delivery)} → {delivery.characterName}
                </strong>
                <Badge tone={TONES[delivery.state]}>{delivery.state}</Badge>
              </div>
              <span className={muted}>{deliveryStateText(delivery)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
