import type { AuditRecord, StorePort, StoreTx } from '../ports'
import { READ_REASON } from './admin-reads'
import { CONSOLE } from './alerts'
import { enqueueDiscord } from './announcements'

/** The line the audit channel gets for a row of the audit log: the action, never who nor why. */
export function auditLine(record: Pick<AuditRecord, 'action' | 'result'>): string {
  const result = record.result === 'applied' ? 'appliquée' : 'refusée'
  return `📝 Journal\u00a0: action ${record.action} ${result}.`
}

/**
 * The store with every row of the audit log also queued to Discord's `audit` channel, in the
 * row's transaction (docs/decisions/060-alerts.md). Used when DISCORD_AUDIT_WEBHOOK_URL is set.
 * The console's reads (audited as « Consultation ») stay out of the channel. The operator's
 * e-mail, the target's uid and the reason stay in the log: the line links to it.
 */
export function mirrorAuditToDiscord(store: StorePort, now: () => Date): StorePort {
  const mirrored = (tx: StoreTx): StoreTx => ({
    ...tx,
    audit: {
      list: (options) => tx.audit.list(options),
      async append(record) {
        const id = await tx.audit.append(record)
        if (record.reason !== READ_REASON) {
          await enqueueDiscord(tx, now(), {
            channel: 'audit',
            content: auditLine(record),
            link: CONSOLE.audit,
          })
        }
        return id
      },
    },
  })
  return {
    read: (work) => store.read(work),
    transaction: (work) => store.transaction((tx) => work(mirrored(tx))),
    applyDecided: (movement) => store.applyDecided(movement),
  }
}
