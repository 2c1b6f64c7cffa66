import type { Delivery } from '@contract/schemas'
import type { Loaded } from '@/shared/api/loaded'
import { useId } from 'react'
import { css } from 'styled-system/css'
import { Card } from '@/shared/components/Card'
import { Table, TableCell, TableRow, TableRowHeader } from '@/shared/components/Table'
import { Deferred } from '@/shared/page/Deferred'
import { deliveryContent } from '@/shared/delivery/delivery'
import { DeliveryStatus } from '@/shared/delivery/DeliveryStatus'
import { formatDateTimeFr } from '@/shared/text/format'
import { muted } from './styles'

/** The profile shows the latest ones; the API keeps more. */
export const DELIVERIES_SHOWN = 10

const heading = css({ fontSize: 'xl', fontWeight: 'bold' })

/**
 * « Mes livraisons »: what the player transferred or claimed lately, to which character, when,
 * and where it is now (as read with the page). A failed read says so: never an empty list.
 */
export function DeliveriesSection({ deliveries }: { deliveries: Promise<Loaded<Delivery[]>> }) {
  const headingId = useId()
  return (
    <Card as="section" aria-labelledby={headingId} className={css({ gap: '4' })}>
      <h2 id={headingId} className={heading}>
        Mes livraisons
      </h2>
      <Deferred
        value={deliveries}
        loading="Chargement des livraisons…"
        unavailable="Vos livraisons sont indisponibles pour le moment."
        room="screen"
      >
        {(list) =>
          list.length === 0 ? (
            <p className={muted}>Aucune livraison pour le moment.</p>
          ) : (
            <Table
              columns={['Envoi', 'Personnage', 'Date', 'État']}
              label="Mes dernières livraisons"
              layout="cards"
            >
              {list.slice(0, DELIVERIES_SHOWN).map((delivery) => (
                <TableRow key={delivery.deliveryId}>
                  <TableRowHeader label="Envoi" className={css({ textAlign: { md: 'left' } })}>
                    {deliveryContent(delivery)}
                  </TableRowHeader>
                  <TableCell label="Personnage">{delivery.characterName}</TableCell>
                  <TableCell label="Date">{formatDateTimeFr(delivery.createdAt)}</TableCell>
                  <TableCell label="État">
                    <DeliveryStatus delivery={delivery} />
                  </TableCell>
                </TableRow>
              ))}
            </Table>
          )
        }
      </Deferred>
    </Card>
  )
}
