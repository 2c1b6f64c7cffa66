import { useLoaderData } from 'react-router-dom'
import { Badge, Table, TableCell, TableRow } from '@/shared/components'
import { formatDateTimeFr, formatPoints } from '@/shared/text/format'
import type { AuditData } from './api'
import { ConsolePage } from './ConsolePage'
import { Read } from './Read'

/** The audit log's actions (backend/routes/admin.ts, backend/routes/admin-content.ts), in French. */
const AUDIT_ACTIONS: Record<string, string> = {
  'points.credit': 'AirPoints crédités',
  'points.debit': 'AirPoints débités',
  'delivery.resend': 'Livraison renvoyée',
  'refund-case.settle': 'Cas de remboursement réglé',
  'promotion.schedule': 'Promotion programmée',
  'promotion.change': 'Promotion modifiée',
  'promotion.cancel': 'Promotion annulée',
  'reward.set': 'Récompense de fidélité définie',
  'reward.remove': 'Récompense de fidélité retirée',
  'notice.set': 'Avis de maintenance modifié',
  'vote-site.save': 'Site de vote enregistré',
  'player.view': 'Fiche du joueur consultée',
  'player.search': 'Recherche de joueurs',
  'payments.view': 'Paiements consultés',
  'operator.grant': 'Accès opérateur accordé',
  'operator.revoke': 'Accès opérateur retiré',
}

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
