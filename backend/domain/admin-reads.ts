import { CLIENT_IP_HEADER } from '../http/client-ip'
import { audit, type AuditOf } from './audit'
import { enforceRateLimit, type LimitSettings } from '../http/rate-limits'
import type { Caller, Ports } from '../ports'

/** The console's reads in the audit log: who looked at whom, or at what, and when. */
export const READ_ACTIONS = {
  player: 'player.view',
  search: 'player.search',
  payments: 'payments.view',
} as const

/** The reason of a read's row: an operator gives none for looking. */
export const READ_REASON = 'Consultation'

/** Appends the row of a console read, before it is answered: no read goes unrecorded. */
export function auditRead(
  { store }: Pick<Ports, 'store'>,
  operator: Caller,
  entry: Pick<AuditOf, 'action' | 'target' | 'details'>,
): Promise<number> {
  return store.transaction((tx) =>
    audit(tx, operator, { ...entry, reason: READ_REASON, result: 'applied', message: null }),
  )
}

/** Counts a read of the player page, which reaches the game's database (per operator). */
export function limitConsoleRead(
  ports: Pick<Ports, 'limits'>,
  settings: () => LimitSettings,
  operator: Caller,
  request: { headers: Headers },
): Promise<void> {
  return enforceRateLimit(ports.limits, settings(), 'consoleRead', {
    player: operator.uid,
    ip: request.headers.get(CLIENT_IP_HEADER),
  })
}
