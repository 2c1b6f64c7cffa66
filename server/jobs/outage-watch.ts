import { alertOutage, CONSOLE, outageText, type OutageSubject } from '@backend/domain/alerts'
import type { ClockPort, StorePort } from '@backend/ports'
import { retryAfterOf } from './discord-queue'

/**
 * The outage watch (docs/decisions/060-alerts.md): every `intervalS`, the worker asks the game's
 * database and the portal's whether they answer. One that has not answered for `downAfterS` is
 * reported once on the alerts channel, and once again when it answers back: one message per
 * transition, never one per check. The game's go through the Discord outbox (the portal's
 * database is up); the portal's cannot be written there while it is down: they are posted from
 * this process's memory, in order, with retries (Discord's 429 waited out).
 */
export interface OutageWatchSettings {
  /** How often both are checked, in seconds (ALERT_CHECK_INTERVAL_S); 0: only by `check()`. */
  intervalS: number
  /** How long one must fail before it is reported (ALERT_OUTAGE_AFTER_S). */
  downAfterS: number
  /** How long one check may take before it counts as a failure. */
  probeTimeoutMs: number
  /** Attempts of a message posted from memory, and the first delay between them (doubled). */
  directAttempts: number
  directRetryMs: number
}

export const DEFAULT_OUTAGE_WATCH: OutageWatchSettings = {
  intervalS: 30,
  downAfterS: 120,
  probeTimeoutMs: 10_000,
  directAttempts: 8,
  directRetryMs: 2_000,
}

export interface OutageWatchOptions {
  /** Each check resolves when the database answers, throws (or times out) when it does not. */
  probes: Record<OutageSubject, () => Promise<unknown>>
  store: StorePort
  clock: ClockPort
  /** The alerts channel's webhook (DISCORD_ALERTS_WEBHOOK_URL): none, nothing is posted directly. */
  webhook: string | undefined
  siteOrigin: string
  settings?: Partial<OutageWatchSettings>
  log?: (message: string, fields?: Record<string, unknown>) => void
}

export interface OutageWatch {
  /** One check of both, now (what the timer runs). */
  check(): Promise<void>
  /** Resolves once the messages posted from memory so far are sent or given up. */
  idle(): Promise<void>
  stop(): Promise<void>
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

export function startOutageWatch(options: OutageWatchOptions): OutageWatch {
  const { probes, store, clock, webhook, siteOrigin, log = () => undefined } = options
  const settings = { ...DEFAULT_OUTAGE_WATCH, ...options.settings }
  const state: Record<OutageSubject, { since: number | null; reported: boolean }> = {
    game: { since: null, reported: false },
    portal: { since: null, reported: false },
  }
  let posting: Promise<void> = Promise.resolve()
  let stopped = false

  /** Posts one text from memory: retried on 429 (its retry_after), 5xx and network errors. */
  async function postDirect(content: string) {
    if (!webhook) return
    let delay = settings.directRetryMs
    for (let attempt = 1; attempt <= settings.directAttempts && !stopped; attempt += 1) {
      try {
        const response = await fetch(webhook, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ content, allowed_mentions: { parse: [] } }),
          signal: AbortSignal.timeout(settings.probeTimeoutMs),
        })
        if (response.ok) return
        if (response.status === 429) {
          await wait((await retryAfterOf(response)) * 1000)
          attempt -= 1 // Discord's rate limit is not a failed attempt
          continue
        }
        if (response.status < 500) {
          log('outage alert refused by Discord', { status: response.status })
          return
        }
      } catch (error) {
        log('outage alert not posted yet', { error: String(error) })
      }
      await wait(delay)
      delay *= 2
    }
  }

  async function report(subject: OutageSubject, down: boolean, minutes: number) {
    const now = clock.now()
    if (subject === 'game') {
      try {
        await store.transaction((tx) => alertOutage(tx, now, subject, down, minutes))
        return
      } catch (error) {
        log('outage alert not written in the outbox: posted directly', { error: String(error) })
      }
    }
    const text = `${outageText(subject, down, minutes)}\n${siteOrigin}${CONSOLE.incidents}`
    posting = posting.then(() => postDirect(text))
  }

  async function checkOne(subject: OutageSubject) {
    const now = clock.now().getTime()
    const seen = state[subject]
    let up = true
    try {
      await within(probes[subject](), settings.probeTimeoutMs)
    } catch {
      up = false
    }
    const minutes = seen.since === null ? 0 : Math.max(1, Math.round((now - seen.since) / 60_000))
    if (up) {
      if (seen.reported) await report(subject, false, minutes)
      state[subject] = { since: null, reported: false }
      return
    }
    seen.since ??= now
    if (!seen.reported && now - seen.since >= settings.downAfterS * 1000) {
      seen.reported = true
      log('outage reported', { subject })
      await report(subject, true, minutes)
    }
  }

  let running: Promise<void> | null = null
  const check = () => {
    // A check still running (a probe waiting for its timeout) is not doubled.
    running ??= Promise.all([checkOne('portal'), checkOne('game')])
      .then(() => undefined)
      .finally(() => {
        running = null
      })
    return running
  }
  const timer =
    settings.intervalS > 0
      ? setInterval(() => {
          check().catch((error: unknown) => log('outage check failed', { error: String(error) }))
        }, settings.intervalS * 1000)
      : null
  timer?.unref()

  return {
    check,
    idle: () => posting,
    async stop() {
      if (timer) clearInterval(timer)
      stopped = true
      await running
    },
  }
}
