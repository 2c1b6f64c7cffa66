import PgBoss from 'pg-boss'
import type { ClockPort, DiscordChannel, DiscordMessageRow, StorePort } from '@backend/ports'
import type { Database } from '../db/client'

/**
 * The Discord queue (docs/decisions/053-discord-outbox.md): pg-boss sends each pending message
 * of the outbox (backend/ports/store/discord.ts) to its channel's webhook, after the commit
 * that wrote it, never inside an operator's request. Discord's 429 is honoured (the job comes
 * back after its `retry_after`); other failures retry with a growing delay, then the message
 * is marked failed. A sweep every minute queues what is due (a scheduled news item's
 * announcement, a wake-up lost in a crash). A channel without a webhook: nothing is sent, the
 * message is marked skipped.
 */
export const DISCORD_QUEUE = 'discord'
const SWEEP = 'discord-sweep'

export interface DiscordSettings {
  /** The webhook URL of each channel (DISCORD_*_WEBHOOK_URL in server/config.ts). */
  webhooks: Partial<Record<DiscordChannel, string>>
  /** The portal's public address, put before each message's link. */
  siteOrigin: string
  /** Attempts of one message before it is marked failed (a 429 is not counted). */
  maxAttempts: number
  retryDelaySeconds: number
  pollingIntervalSeconds: number
  /** How long Discord may take to answer one post. */
  timeoutMs: number
  sweepCron: string
}

export const DEFAULT_DISCORD: Omit<DiscordSettings, 'webhooks' | 'siteOrigin'> = {
  maxAttempts: 8,
  retryDelaySeconds: 5,
  pollingIntervalSeconds: 2,
  timeoutMs: 10_000,
  sweepCron: '* * * * *',
}

export interface DiscordQueue {
  /** Queues these messages (after the commit that wrote them). */
  wake(messageIds: readonly string[]): void
  /** Queues every due pending message: what the sweep does each minute. */
  sweep(): Promise<void>
  stop(graceMs?: number): Promise<void>
}

/** The text posted: the message, then its page's full address. */
export function discordText(message: DiscordMessageRow, siteOrigin: string): string {
  if (!message.link) return message.content
  const link = /^https?:\/\//.test(message.link) ? message.link : `${siteOrigin}${message.link}`
  return `${message.content}\n${link}`
}

/** Discord's wait after a 429: `retry_after` (seconds) of its body, else the Retry-After header. */
export async function retryAfterOf(response: Response): Promise<number> {
  const body = (await response.json().catch(() => null)) as { retry_after?: unknown } | null
  const seconds =
    typeof body?.retry_after === 'number'
      ? body.retry_after
      : Number(response.headers.get('retry-after'))
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 1
}

type Outcome = { done: true } | { done: false; retryAfterS: number }

/** Sends one message if it is still pending and due; what the queue must do next. */
export async function sendDiscordMessage(
  { store, clock }: { store: StorePort; clock: ClockPort },
  settings: DiscordSettings,
  id: string,
): Promise<Outcome> {
  const message = await store.transaction((tx) => tx.discord.get(id))
  if (message?.state !== 'pending') return { done: true }
  if (message.notBefore && Date.parse(message.notBefore) > clock.now().getTime()) {
    return { done: true } // the sweep queues it once due
  }
  const webhook = settings.webhooks[message.channel]
  if (!webhook) {
    await store.transaction((tx) => tx.discord.settle(id, 'skipped', 'no webhook for channel'))
    return { done: true }
  }
  let response: Response
  try {
    response = await fetch(webhook, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // No mention ever pings anyone, whatever a title holds.
      body: JSON.stringify({
        content: discordText(message, settings.siteOrigin),
        allowed_mentions: { parse: [] },
      }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    })
  } catch (error) {
    return failed(store, settings, message, `network: ${String(error)}`)
  }
  if (response.ok) {
    await store.transaction((tx) => tx.discord.settle(id, 'sent', null))
    return { done: true }
  }
  if (response.status === 429) return { done: false, retryAfterS: await retryAfterOf(response) }
  if (response.status >= 500) return failed(store, settings, message, `HTTP ${response.status}`)
  // 400, 401, 404: the webhook or the message is wrong; sending again would not help.
  await store.transaction((tx) => tx.discord.settle(id, 'failed', `HTTP ${response.status}`))
  return { done: true }
}

/** An attempt failed: counted, and thrown for pg-boss to retry, or the message given up. */
async function failed(
  store: StorePort,
  settings: DiscordSettings,
  message: DiscordMessageRow,
  error: string,
): Promise<Outcome> {
  const last = message.attempts + 1 >= settings.maxAttempts
  await store.transaction((tx) => tx.discord.settle(message.id, last ? 'failed' : 'pending', error))
  if (last) return { done: true }
  throw new Error(`discord message ${message.id}: ${error}`)
}

export interface DiscordQueueOptions {
  database: Database
  store: StorePort
  clock: ClockPort
  settings: Pick<DiscordSettings, 'webhooks' | 'siteOrigin'> & Partial<DiscordSettings>
  /** Run workers and the sweep here; false: only queue jobs. */
  work?: boolean
  log?: (message: string, fields?: Record<string, unknown>) => void
}

export async function startDiscordQueue(options: DiscordQueueOptions): Promise<DiscordQueue> {
  const { database, store, clock, work = true, log = () => undefined } = options
  const settings: DiscordSettings = { ...DEFAULT_DISCORD, ...options.settings }
  const boss = new PgBoss({
    db: { executeSql: database.executeSql },
    schedule: work,
    supervise: work,
  })
  boss.on('error', (error) => log('discord queue error', { error: String(error) }))
  await database.oneAtATime(async () => {
    await boss.start()
    await boss.createQueue(DISCORD_QUEUE, {
      name: DISCORD_QUEUE,
      policy: 'stately',
      retryLimit: settings.maxAttempts,
      retryDelay: settings.retryDelaySeconds,
      retryBackoff: true,
    })
    await boss.createQueue(SWEEP, { name: SWEEP, policy: 'singleton' })
  })

  const queue = async (ids: readonly string[], startAfter?: number) => {
    if (ids.length === 0) return
    await boss.insert(
      ids.map((id) => ({
        name: DISCORD_QUEUE,
        data: { id },
        singletonKey: id,
        ...(startAfter ? { startAfter: new Date(Date.now() + startAfter * 1000) } : {}),
      })),
    )
  }

  async function sweep() {
    const due = await store.transaction((tx) => tx.discord.pending(clock.now(), 1_000))
    await queue(due.map((message) => message.id))
  }

  if (work) {
    await boss.work<{ id: string }>(
      DISCORD_QUEUE,
      { pollingIntervalSeconds: settings.pollingIntervalSeconds },
      async ([job]) => {
        if (!job) return
        const outcome = await sendDiscordMessage({ store, clock }, settings, job.data.id)
        if (!outcome.done) {
          log('discord rate limit: message sent again later', {
            id: job.data.id,
            retryAfterS: outcome.retryAfterS,
          })
          await queue([job.data.id], Math.ceil(outcome.retryAfterS))
        }
      },
    )
    await boss.schedule(SWEEP, settings.sweepCron)
    await boss.work(SWEEP, async () => sweep())
  }

  return {
    wake(ids) {
      queue(ids).catch((error: unknown) =>
        log('discord messages not queued (the sweep will)', { ids, error: String(error) }),
      )
    },
    sweep,
    async stop(graceMs = 10_000) {
      await boss.stop({ graceful: true, wait: true, timeout: graceMs })
    },
  }
}
