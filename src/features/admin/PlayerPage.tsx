import type { HistoryEntry } from '@contract/schemas'
import { useState } from 'react'
import { useLoaderData, useRevalidator } from 'react-router-dom'
import { Alert, Badge, Button, Table, TableCell, TableRow } from '@/shared/components'
import { formatDateTimeFr, formatPoints } from '@/shared/text/format'
import { entryPoints, entryText, PURCHASE_STATUS_TEXT } from '@/shared/history/entries'
import { sectionTitle } from '@/shared/page/styles'
import type { PlayerData } from './api'
import { ConsolePage, row } from './ConsolePage'
import { DeliveryCell } from './DeliveryCell'
import { PlayerActionDialog, type PlayerAction } from './PlayerActionDialog'
import { SecondFactorReset } from './SecondFactorReset'
import { Read } from './Read'
import { OperationDialog, type OperationAction } from './OperationDialog'
import { PlayerOperations } from './PlayerOperations'

/** An entry of the player's history, in the words of his own history page. */
function entryLabel(entry: HistoryEntry): string {
  const { what, detail } = entryText(entry)
  const points = entryPoints(entry)
  const status = entry.kind === 'purchase' ? ` (${PURCHASE_STATUS_TEXT[entry.status]})` : ''
  return [what + status, detail, points && `${points} AirPoints`].filter(Boolean).join(' — ')
}

/** One player: balance, game accounts, refund cases and history, with the operator's actions. */
export function PlayerPage() {
  const { uid, player, history, ban, audit } = useLoaderData<PlayerData>()
  const revalidator = useRevalidator()
  const [action, setAction] = useState<PlayerAction | null>(null)
  const [operation, setOperation] = useState<OperationAction | null>(null)
  const [done, setDone] = useState<string | null>(null)
  return (
    <ConsolePage title="Joueur">
      {done && <Alert status="success">{done}</Alert>}
      <Read value={player}>
        {(p) => (
          <>
            <section aria-labelledby="player-balance">
              <h2 id="player-balance" className={sectionTitle}>
                {p.email ?? p.uid}
              </h2>
              <p>
                Solde&nbsp;: <strong data-testid="admin-balance">{formatPoints(p.points)}</strong>{' '}
                AirPoints — achetés ce mois ({p.month})&nbsp;: {formatPoints(p.monthPoints)}
              </p>
              <div className={row}>
                <Button onClick={() => setAction({ kind: 'credit' })}>Créditer</Button>
                <Button variant="outline" onClick={() => setAction({ kind: 'debit' })}>
                  Débiter
                </Button>
              </div>
            </section>
            <section aria-labelledby="player-accounts">
              <h2 id="player-accounts" className={sectionTitle}>
                Comptes de jeu
              </h2>
              {p.accounts.length === 0 ? (
                <p>Aucun compte de jeu.</p>
              ) : (
                <ul>
                  {p.accounts.map((a) => (
                    <li key={a.accountId}>
                      {a.name}&nbsp;:{' '}
                      {a.characters.map((c) => c.name).join(', ') || 'aucun personnage'}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="player-cases">
              <h2 id="player-cases" className={sectionTitle}>
                Cas de remboursement
              </h2>
              {p.refundCases.length === 0 ? (
                <p>Aucun cas.</p>
              ) : (
                <ul>
                  {p.refundCases.map((c) => (
                    <li key={c.caseId} className={row}>
                      {c.cause === 'refund' ? 'Remboursement' : 'Litige'} — {formatPoints(c.points)}{' '}
                      AirPoints non récupérés ({formatDateTimeFr(c.at)}){' '}
                      {c.settled ? (
                        <Badge tone="success">réglé</Badge>
                      ) : (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() =>
                            setAction({
                              kind: 'settle',
                              caseId: c.caseId,
                              label: `${formatPoints(c.points)} AirPoints, paiement ${c.paymentId}`,
                            })
                          }
                        >
                          Marquer réglé
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </Read>
      <PlayerOperations uid={uid} ban={ban} audit={audit} onAction={setOperation} />
      <SecondFactorReset uid={uid} />
      <section aria-labelledby="player-history">
        <h2 id="player-history" className={sectionTitle}>
          Historique
        </h2>
        <Read value={history}>
          {({ entries }) =>
            entries.length === 0 ? (
              <p>Aucune opération.</p>
            ) : (
              <Table caption="Historique du joueur" columns={['Date', 'Opération', 'Livraison']}>
                {entries.map((e) => {
                  const delivery = e.kind === 'transfer' || e.kind === 'claim' ? e.delivery : null
                  return (
                    <TableRow key={e.id} data-entry-kind={e.kind}>
                      <TableCell>{formatDateTimeFr(e.at)}</TableCell>
                      <TableCell>{entryLabel(e)}</TableCell>
                      <TableCell>
                        {delivery ? (
                          <DeliveryCell
                            delivery={delivery}
                            onResend={(d) =>
                              setAction({
                                kind: 'resend',
                                deliveryId: d.deliveryId,
                                label: `Vers ${d.characterName}`,
                              })
                            }
                          />
                        ) : (
                          '—'
                        )}
                      </TableCell>
                    </TableRow>
                  )
                })}
              </Table>
            )
          }
        </Read>
      </section>
      {operation && (
        <OperationDialog
          action={operation}
          onClose={() => setOperation(null)}
          onDone={(message) => {
            setOperation(null)
            setDone(message)
            void revalidator.revalidate()
          }}
        />
      )}
      {action && (
        <PlayerActionDialog
          uid={uid}
          action={action}
          onClose={() => setAction(null)}
          onDone={(message) => {
            setAction(null)
            setDone(message)
            void revalidator.revalidate()
          }}
        />
      )}
    </ConsolePage>
  )
}
