import { useState } from 'react'
import { Link, useLoaderData, useRevalidator } from 'react-router-dom'
import { Alert, Button, Table, TableCell, TableRow } from '@/shared/components'
import { paths } from '@/shared/routing/paths'
import { formatDateTimeFr, formatPoints } from '@/shared/text/format'
import type { ApprovalsData } from './api'
import { ConsolePage, row } from './ConsolePage'
import { OperationDialog, approvalLabel, type OperationAction } from './OperationDialog'
import { Read } from './Read'

/**
 * The credits and debits above the threshold that wait for a second operator
 * (docs/decisions/056): approved (applied once) or rejected, each with a reason.
 */
export function ApprovalsPage() {
  const { approvals } = useLoaderData<ApprovalsData>()
  const revalidator = useRevalidator()
  const [action, setAction] = useState<OperationAction | null>(null)
  const [done, setDone] = useState<string | null>(null)
  return (
    <ConsolePage title="Approbations">
      <p>
        Un crédit ou un débit au-dessus du seuil attend ici qu'un second opérateur l'approuve ou le
        refuse. L'auteur d'une demande ne peut pas l'approuver lui-même.
      </p>
      {done && <Alert status="success">{done}</Alert>}
      <Read value={approvals}>
        {({ approvals: list }) =>
          list.length === 0 ? (
            <p>Aucune demande en attente.</p>
          ) : (
            <Table
              caption="Demandes en attente"
              columns={['Date', 'Joueur', 'Mouvement', 'Demandé par', 'Raison', 'Décision']}
            >
              {list.map((a) => (
                <TableRow key={a.approvalId} data-approval={a.approvalId}>
                  <TableCell>{formatDateTimeFr(a.requestedAt)}</TableCell>
                  <TableCell>
                    <Link to={paths.admin.player(a.uid)}>{a.uid}</Link>
                  </TableCell>
                  <TableCell>
                    {a.direction === 'credit' ? '+' : '−'}
                    {formatPoints(a.amount)} AirPoints
                  </TableCell>
                  <TableCell>{a.requestedBy.email ?? a.requestedBy.uid}</TableCell>
                  <TableCell>{a.reason}</TableCell>
                  <TableCell>
                    <div className={row}>
                      <Button
                        size="sm"
                        onClick={() =>
                          setAction({
                            kind: 'approve',
                            approvalId: a.approvalId,
                            label: approvalLabel(a),
                          })
                        }
                      >
                        Approuver
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() =>
                          setAction({
                            kind: 'reject',
                            approvalId: a.approvalId,
                            label: approvalLabel(a),
                          })
                        }
                      >
                        Refuser
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </Table>
          )
        }
      </Read>
      {action && (
        <OperationDialog
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
