import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { announceIncident, enqueueDiscord } from '@backend/domain/announcements'
import type { StorePort } from '@backend/ports'
import { openDatabase, type Database } from '@server/db/client'
import { sqlStore } from '@server/db/store'
import { startDiscordQueue, type DiscordQueue } from '@server/jobs/discord-queue'
import { discordMessages } from '@server/db/schema'
import { startDiscordStandIn } from './discord-stand-in'

/**
 * The Discord queue (pg-boss on PGlite) against a local stand-in of Discord's webhook: a message
 * written in a transaction is posted after the commit, a 429 is waited out for its
 * `retry_after`, a server error is retried, a channel without a webhook is sent nothing.
 */
describe('the Discord queue', () => {
  let database: Database
  let store: StorePort
  let queue: DiscordQueue
  let standIn: Awaited<ReturnType<typeof startDiscordStandIn>>
  const clock = { now: () => new Date() }

  beforeAll(async () => {
    standIn = await startDiscordStandIn()
    database = await openDatabase({ pgliteDir: 'memory' })
    store = sqlStore(database.db, { onDiscordEnqueued: (ids) => queue.wake(ids) })
    queue = await startDiscordQueue({
      database,
      store,
      clock,
      settings: {
        webhooks: { announcements: standIn.webhook('announcements') },
        siteOrigin: 'https://airflyff.fr',
        retryDelaySeconds: 1,
        pollingIntervalSeconds: 0.5,
        maxAttempts: 3,
      },
    })
  }, 60_000)

  afterAll(async () => {
    await queue.stop(1_000)
    await database.close()
    await standIn.close()
  })

  beforeEach(async () => {
    standIn.posts.length = 0
    standIn.answers.length = 0
    await database.db.delete(discordMessages)
  })

  afterEach(() => {
    standIn.answers.length = 0
  })

  const stateOf = async (id: string) =>
    (await store.transaction((tx) => tx.discord.get(id)))?.state ?? null

  async function settled(id: string, timeoutMs = 20_000) {
    const until = Date.now() + timeoutMs
    for (;;) {
      const message = await store.transaction((tx) => tx.discord.get(id))
      if (message && message.state !== 'pending') return message
      if (Date.now() > until) throw new Error(`message ${id} still pending`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  it('posts an incident announcement after its commit, with its page and no mention', async () => {
    const id = await store.transaction((tx) =>
      announceIncident(tx, clock.now(), 'opened', {
        title: 'Connexion impossible',
        url: '/statut',
      }),
    )
    expect(await settled(id)).toMatchObject({ state: 'sent', attempts: 1, lastError: null })
    expect(standIn.posts).toHaveLength(1)
    expect(standIn.posts[0]).toMatchObject({
      path: '/api/webhooks/announcements/token',
      body: {
        content: '⚠️ Incident en cours\u00a0: Connexion impossible\nhttps://airflyff.fr/statut',
        allowed_mentions: { parse: [] },
      },
    })
  }, 30_000)

  it('waits out a 429 for its retry_after, then sends', async () => {
    standIn.answers.push({ status: 429, retryAfterS: 1.5 })
    const id = await store.transaction((tx) =>
      announceIncident(tx, clock.now(), 'closed', { title: 'Connexion rétablie', url: '/statut' }),
    )
    expect(await settled(id)).toMatchObject({ state: 'sent' })
    expect(standIn.posts).toHaveLength(2)
    const [first, second] = standIn.posts
    // Not sent again before Discord's wait is over.
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(1_500)
  }, 30_000)

  it('retries a server error, and gives up after its attempts', async () => {
    standIn.answers.push({ status: 502 })
    const retried = await store.transaction((tx) =>
      announceIncident(tx, clock.now(), 'opened', { title: 'Lenteurs', url: '/statut' }),
    )
    expect(await settled(retried)).toMatchObject({ state: 'sent', attempts: 2 })

    standIn.answers.push({ status: 500 }, { status: 500 }, { status: 500 })
    const lost = await store.transaction((tx) =>
      announceIncident(tx, clock.now(), 'opened', { title: 'Panne', url: '/statut' }),
    )
    expect(await settled(lost)).toMatchObject({
      state: 'failed',
      attempts: 3,
      lastError: 'HTTP 500',
    })
  }, 60_000)

  it('sends nothing for a channel without a webhook, and nothing of a rolled back change', async () => {
    const skipped = await store.transaction((tx) =>
      enqueueDiscord(tx, clock.now(), { channel: 'alerts', content: 'Alerte' }),
    )
    expect(await settled(skipped)).toMatchObject({ state: 'skipped' })
    await expect(
      store.transaction(async (tx) => {
        await announceIncident(tx, clock.now(), 'opened', { title: 'Annulé', url: '/statut' })
        throw new Error('the change fails')
      }),
    ).rejects.toThrow('the change fails')
    await queue.sweep()
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(standIn.posts).toEqual([])
    expect(await store.read((reads) => reads.discord.recent(10))).toHaveLength(1)
    expect(await stateOf(skipped)).toBe('skipped')
  }, 30_000)

  it('holds a message until its time, then the sweep sends it', async () => {
    const soon = new Date(Date.now() + 1_000).toISOString()
    const id = await store.transaction((tx) =>
      enqueueDiscord(tx, clock.now(), {
        channel: 'announcements',
        content: 'Plus tard',
        notBefore: soon,
      }),
    )
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(standIn.posts).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    await queue.sweep()
    expect(await settled(id)).toMatchObject({ state: 'sent' })
  }, 30_000)
})
