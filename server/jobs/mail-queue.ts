import PgBoss from 'pg-boss'
import { receiptLabel } from '@backend/domain/receipts'
import { receiptText } from '@backend/domain/purchase-mail'
import type { MailPort, MailRow, SaleSettings, StorePort } from '@backend/ports'
import type { Database } from '../db/client'

/**
 * The mail queue (docs/decisions/061-mail-outbox.md): pg-boss sends each pending e-mail of the
 * outbox (backend/ports/store/mail.ts) through the mail port, after the commit that wrote it,
 * never inside the request. A failure retries with a growing delay, then the message is marked
 * failed (the operators' check). A sweep every minute queues what a lost wake-up left pending.
 * The receipts a message names are attached as text (recu-000042.txt).
 */
export const MAIL_QUEUE = 'mail'
const SWEEP = 'mail-sweep'

export interface MailQueueSettings {
  maxAttempts: number
  retryDelaySeconds: number
  pollingIntervalSeconds: number
  sweepCron: string
}

export const DEFAULT_MAIL_QUEUE: MailQueueSettings = {
  maxAttempts: 8,
  retryDelaySeconds: 10,
  pollingIntervalSeconds: 2,
  sweepCron: '* * * * *',
}

export interface MailQueue {
  /** Queues these messages (after the commit that wrote them). */
  wake(messageIds: readonly string[]): void
  /** Queues every pending message: what the sweep does each minute. */
  sweep(): Promise<void>
  stop(graceMs?: number): Promise<void>
}

async function attachmentsOf(store: StorePort, sale: SaleSettings, message: MailRow) {
  const files = []
  for (const number of message.attachments) {
    const receipt = await store.read((reads) => reads.receipts.get(number))
    if (!receipt) continue
    const name = receipt.kind === 'receipt' ? 'recu' : 'avoir'
    files.push({
      filename: `${name}-${receiptLabel(number)}.txt`,
      content: receiptText(receipt, sale),
      contentType: 'text/plain; charset=utf-8',
    })
  }
  return files
}

/** Sends one message if it is still pending; throws (for pg-boss to retry) on a failed attempt. */
export async function sendMailMessage(
  { store, mail, sale }: { store: StorePort; mail: MailPort; sale: SaleSettings },
  settings: Pick<MailQueueSettings, 'maxAttempts'>,
  id: string,
): Promise<void> {
  const message = await store.transaction((tx) => tx.mail.get(id))
  if (message?.state !== 'pending') return
  try {
    await mail.send({
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      attachments: await attachmentsOf(store, sale, message),
    })
  } catch (error) {
    const last = message.attempts + 1 >= settings.maxAttempts
    const why = String(error instanceof Error ? error.message : error).slice(0, 500)
    await store.transaction((tx) => tx.mail.settle(id, last ? 'failed' : 'pending', why))
    if (last) return
    throw new Error(`mail message ${id}: ${why}`)
  }
  await store.transaction((tx) => tx.mail.settle(id, 'sent', null))
}

export interface MailQueueOptions {
  database: Database
  store: StorePort
  mail: MailPort
  sale: SaleSettings
  settings?: Partial<MailQueueSettings>
  /** Run workers and the sweep here; false: only queue jobs. */
  work?: boolean
  log?: (message: string, fields?: Record<string, unknown>) => void
}

export async function startMailQueue(options: MailQueueOptions): Promise<MailQueue> {
  const { database, store, mail, sale, work = true, log = () => undefined } = options
  const settings: MailQueueSettings = { ...DEFAULT_MAIL_QUEUE, ...options.settings }
  const boss = new PgBoss({
    db: { executeSql: database.executeSql },
    schedule: work,
    supervise: work,
  })
  boss.on('error', (error) => log('mail queue error', { error: String(error) }))
  await database.oneAtATime(async () => {
    await boss.start()
    await boss.createQueue(MAIL_QUEUE, {
      name: MAIL_QUEUE,
      policy: 'stately',
      retryLimit: settings.maxAttempts,
      retryDelay: settings.retryDelaySeconds,
      retryBackoff: true,
    })
    await boss.createQueue(SWEEP, { name: SWEEP, policy: 'singleton' })
  })

  const queue = async (ids: readonly string[]) => {
    if (ids.length === 0) return
    await boss.insert(ids.map((id) => ({ name: MAIL_QUEUE, data: { id }, singletonKey: id })))
  }
  const sweep = async () => {
    const due = await store.transaction((tx) => tx.mail.pending(1_000))
    await queue(due.map((message) => message.id))
  }

  if (work) {
    await boss.work<{ id: string }>(
      MAIL_QUEUE,
      { pollingIntervalSeconds: settings.pollingIntervalSeconds },
      async ([job]) => {
        if (job) await sendMailMessage({ store, mail, sale }, settings, job.data.id)
      },
    )
    await boss.schedule(SWEEP, settings.sweepCron)
    await boss.work(SWEEP, async () => sweep())
  }

  return {
    wake(ids) {
      queue(ids).catch((error: unknown) =>
        log('mail messages not queued (the sweep will)', { ids, error: String(error) }),
      )
    },
    sweep,
    async stop(graceMs = 10_000) {
      await boss.stop({ graceful: true, wait: true, timeout: graceMs })
    },
  }
}
