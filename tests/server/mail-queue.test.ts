import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { enqueueMail } from '@backend/domain/mail'
import { fulfilPurchase } from '@backend/domain/purchase'
import { DEMO_SALE, type StorePort } from '@backend/ports'
import { MOCK_PRICE_IDS } from '@contract/catalog'
import { smtpMail } from '@server/adapters/smtp-mail'
import { openDatabase, type Database } from '@server/db/client'
import { mailMessages, profiles } from '@server/db/schema'
import { sqlStore } from '@server/db/store'
import { startMailQueue, type MailQueue } from '@server/jobs/mail-queue'
import { startSmtpStandIn } from './smtp-stand-in'

/**
 * The mail queue (pg-boss on PGlite) through nodemailer to a local SMTP stand-in: an e-mail
 * written in a transaction is sent after the commit, a temporary refusal is retried, and a
 * purchase's confirmation carries the withdrawal link and its receipt attached.
 */
describe('the mail queue', () => {
  let database: Database
  let store: StorePort
  let queue: MailQueue
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>
  const sale = { ...DEMO_SALE, siteOrigin: 'https://airflyff.fr' }

  beforeAll(async () => {
    smtp = await startSmtpStandIn()
    database = await openDatabase({ pgliteDir: 'memory' })
    store = sqlStore(database.db, { onMailEnqueued: (ids) => queue.wake(ids) })
    queue = await startMailQueue({
      database,
      store,
      mail: smtpMail({ url: smtp.url, from: 'AirFlyff <ventes@airflyff.test>' }),
      sale,
      settings: { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5, maxAttempts: 3 },
    })
  }, 60_000)

  afterAll(async () => {
    await queue.stop(1_000)
    await database.close()
    await smtp.close()
  })

  beforeEach(async () => {
    smtp.mails.length = 0
    smtp.state.refuseNext = 0
    await database.db.delete(mailMessages)
  })

  async function settled(id: string, timeoutMs = 20_000) {
    const until = Date.now() + timeoutMs
    for (;;) {
      const message = await store.transaction((tx) => tx.mail.get(id))
      if (message && message.state !== 'pending') return message
      if (Date.now() > until) throw new Error(`mail ${id} still pending`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  const message = {
    to: 'joueur@airflyff.test',
    subject: 'Accusé de réception',
    text: 'Votre rétractation du 28 novembre 2026 à 05:00 est enregistrée.',
    kind: 'withdrawal' as const,
  }

  it('sends an e-mail written in a transaction once it commits, not before', async () => {
    const id = await store.transaction(async (tx) => {
      const queued = await enqueueMail(tx, new Date(), message)
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      expect(smtp.mails).toHaveLength(0)
      return queued
    })
    expect(await settled(id as string)).toMatchObject({ state: 'sent', attempts: 1 })
    expect(smtp.mails).toHaveLength(1)
    expect(smtp.mails[0]?.to).toEqual(['joueur@airflyff.test'])
    expect(smtp.mails[0]?.decoded).toContain('Votre rétractation du 28 novembre 2026')
  })

  it('writes nothing when the transaction rolls back', async () => {
    await expect(
      store.transaction(async (tx) => {
        await enqueueMail(tx, new Date(), message)
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await store.read((reads) => reads.mail.recent(10))).toEqual([])
  })

  it('retries a temporary refusal of the provider, then sends once', async () => {
    smtp.state.refuseNext = 1
    const id = await store.transaction((tx) => enqueueMail(tx, new Date(), message))
    const sent = await settled(id as string)
    expect(sent).toMatchObject({ state: 'sent', attempts: 2 })
    expect(sent.lastError).toBeNull()
    expect(smtp.mails).toHaveLength(1)
  }, 30_000)

  it('gives up after the retries and says why', async () => {
    smtp.state.refuseNext = 10
    const id = await store.transaction((tx) => enqueueMail(tx, new Date(), message))
    const failed = await settled(id as string, 40_000)
    expect(failed).toMatchObject({ state: 'failed', attempts: 3 })
    expect(failed.lastError).toMatch(/451|Try again/)
    expect(smtp.mails).toHaveLength(0)
  }, 60_000)

  it('confirms a purchase with the withdrawal link, the model form and the receipt attached', async () => {
    await database.db
      .insert(profiles)
      .values({ uid: 'buyer', email: 'acheteur@airflyff.test', month: '2026-11' })
    const fulfilment = await store.transaction((tx) =>
      fulfilPurchase(
        {
          payments: {
            priceIds: MOCK_PRICE_IDS,
            createCheckoutSession: async () => ({ url: '' }),
            refund: async () => {},
          },
          clock: { now: () => new Date() },
          sale,
        },
        tx,
        {
          paymentId: 'cs_mail_1',
          uid: 'buyer',
          priceId: MOCK_PRICE_IDS.aventurier,
          openedAt: new Date(),
        },
      ),
    )
    expect(fulfilment.ok).toBe(true)
    const [queued] = await store.read((reads) => reads.mail.recent(1))
    expect(await settled(queued?.id ?? '')).toMatchObject({ state: 'sent' })
    const [mail] = smtp.mails
    expect(mail?.to).toEqual(['acheteur@airflyff.test'])
    expect(mail?.decoded).toContain('https://airflyff.fr/retractation?achat=cs_mail_1')
    expect(mail?.decoded).toContain('Formulaire de rétractation')
    expect(mail?.decoded).toContain('TVA non applicable, art. 293 B du CGI')
    expect(mail?.raw).toMatch(/filename=recu-\d{6}\.txt/)
  })
})
