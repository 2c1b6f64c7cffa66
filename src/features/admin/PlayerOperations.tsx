import type { AuditEntry, AuditPage, Ban } from '@contract/schemas'
import { Alert, Badge, Button } from '@/shared/components'
import { formatDateTimeFr, formatPoints } from '@/shared/text/format'
import { sectionTitle } from '@/shared/page/styles'
import type { ConsoleLoaded } from './api'
import { row } from './ConsolePage'
import type { OperationAction } from './OperationDialog'
import { Read } from './Read'

/** The audit rows that moved points, which an undo names (docs/decisions/056). */
const MOVEMENTS = new Set([
  'points.credit',
  'points.debit',
  'points.credit.approve',
  'points.debit.approve',
])

const GAME_BLOCK_TEXT: Record<Ban['gameBlock'], string> = {
  blocked: 'comptes de jeu bloqués dans le jeu',
  pending: 'blocage en jeu en attente (serveur de jeu injoignable, nouvel essai à chaque lecture)',
  lifted: 'comptes de jeu débloqués',
  'lift-pending': 'déblocage en jeu en attente (serveur de jeu injoignable)',
}

function movementText(entry: AuditEntry): string {
  const amount = Number(entry.details.amount ?? 0)
  const sign = entry.action.startsWith('points.credit') ? '+' : '−'
  const approved = entry.action.endsWith('.approve') ? ' (approuvé)' : ''
  return `${sign}${formatPoints(amount)} AirPoints${approved} — ${entry.reason}`
}

/** The player's ban and his recent credits and debits, with their actions. */
export function PlayerOperations({
  uid,
  ban,
  audit,
  onAction,
}: {
  uid: string
  ban: Promise<ConsoleLoaded<{ ban: Ban | null }>>
  audit: Promise<ConsoleLoaded<AuditPage>>
  onAction: (action: OperationAction) => void
}) {
  return (
    <>
      <section aria-labelledby="player-ban">
        <h2 id="player-ban" className={sectionTitle}>
          Bannissement
        </h2>
        <Read value={ban}>
          {({ ban: current }) => (
            <div className={row} data-ban-state={current?.active ? 'banned' : 'free'}>
              {current?.active ? (
                <Alert status="warning">
                  Banni {current.until ? `jusqu'au ${formatDateTimeFr(current.until)}` : 'sans fin'}
                  &nbsp;: {current.reason} — {GAME_BLOCK_TEXT[current.gameBlock]}.
                </Alert>
              ) : (
                <p>
                  Non banni.
                  {current && current.gameBlock === 'lift-pending'
                    ? ` Dernier bannissement levé, ${GAME_BLOCK_TEXT['lift-pending']}.`
                    : ''}
                </p>
              )}
              {current?.active ? (
                <Button
                  variant="outline"
                  onClick={() => onAction({ kind: 'unban', uid, ban: current })}
                >
                  Lever le bannissement
                </Button>
              ) : (
                <Button variant="outline" onClick={() => onAction({ kind: 'ban', uid })}>
                  Bannir
                </Button>
              )}
            </div>
          )}
        </Read>
      </section>
      <section aria-labelledby="player-movements">
        <h2 id="player-movements" className={sectionTitle}>
          Crédits et débits des opérateurs
        </h2>
        <Read value={audit}>
          {({ entries }) => {
            const undone = new Set(
              entries
                .filter((e) => e.action === 'points.undo' && e.result === 'applied')
                .map((e) => String(e.details.undoes)),
            )
            const moves = entries.filter((e) => MOVEMENTS.has(e.action) && e.result === 'applied')
            return moves.length === 0 ? (
              <p>Aucun crédit ni débit récent.</p>
            ) : (
              <ul>
                {moves.map((e) => (
                  <li key={e.id} className={row} data-movement={e.id}>
                    {formatDateTimeFr(e.at)} — {movementText(e)}{' '}
                    {undone.has(e.id) ? (
                      <Badge tone="neutral">annulé</Badge>
                    ) : (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() =>
                          onAction({ kind: 'undo', uid, auditId: e.id, label: movementText(e) })
                        }
                      >
                        Annuler
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )
          }}
        </Read>
      </section>
    </>
  )
}
