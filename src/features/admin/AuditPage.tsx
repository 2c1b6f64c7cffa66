import { useLoaderData } from 'react-router-dom'
import { Badge, Table, TableCell, TableRow } from '@/shared/components'
import { formatDateTimeFr, formatPoints } from '@/shared/text/format'
import type { AuditData } from './api'
import { AUDIT_ACTIONS } from './audit-actions'
import { ConsolePage } from './ConsolePage'
import { Read } from './Read'

/** The audit log: who did what to whom, when, why, and whether it applied. */
export function AuditPage() {
  const { audit } = useLoaderData<AuditData>()
  return (
    <ConsolePage title="Journal des actions">
      <Read value={audit}>
        {({ entries }) =>
          entries.length === 0 ? (
            <p>Aucune action pour le moment.</p>
          ) : (
            <Table
              caption="Actions des opérateurs, les plus récentes d'abord"
              columns={['Date', 'Opérateur', 'Action', 'Joueur', 'Raison', 'Résultat']}
            >
              {entries.map((e) => (
                <TableRow key={e.id}>
                  <TableCell>{formatDateTimeFr(e.at)}</TableCell>
                  <TableCell>{e.operator.email ?? e.operator.uid}</TableCell>
                  <TableCell>
                    {AUDIT_ACTIONS[e.action] ?? e.action}
                    {typeof e.details.amount === 'number'
                      ? ` (${formatPoints(e.details.amount)})`
                      : ''}
                  </TableCell>
                  <TableCell>{e.target ?? '—'}</TableCell>
                  <TableCell>{e.reason}</TableCell>
                  <TableCell>
                    {e.result === 'applied' ? (
                      <Badge tone="success">appliquée</Badge>
                    ) : (
                      <Badge tone="warning">{`refusée\u00a0: ${e.message ?? ''}`}</Badge>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </Table>
          )
        }
      </Read>
    </ConsolePage>
  )
}
