import { setupServer } from 'msw/node'
import { decodeToken, encodeToken } from '@mocks/auth/jwt'
import { ledgerAudit } from '@mocks/db/ledger'
import { createHandlers } from '@mocks/handlers'
import { embeddedGame } from '@mocks/adapters/game'
import { configureBackend } from '@mocks/config'
import { mockBackend } from '@mocks/node'
import { db as mockCollections } from '@mocks/db/collections'
import { NOT_THE_PORTALS, sessionIdOf, type BackendUnderTest } from './backend-types'

const EMBEDDED_BASE = 'http://embedded.test'

type LedgerView = { uid: string; delta: number; kind: string; reference: string | null }

/** The embedded backend: the shared router on the in-memory adapters, behind msw. */
export const embedded: BackendUnderTest = {
  name: 'embedded',
  async start() {
    const server = setupServer(...createHandlers({ apiBase: EMBEDDED_BASE }))
    server.listen({ onUnhandledRequest: 'bypass' })
    return {
      baseUrl: EMBEDDED_BASE,
      tokenFor: async (uid) => mockBackend.auth.issueToken(uid),
      async signUp(email) {
        const { user } = await mockBackend.auth.signUp(email, 'Motdepasse123')
        // Verified, as the server's players of the suite: his mail's link followed.
        await mockBackend.auth.sendEmailVerification(user.uid)
        const mail = mockBackend.mailbox
          .list()
          .find((m) => m.kind === 'verify' && m.to === user.email && !m.used)
        if (!mail) throw new Error('no verification mail')
        await mockBackend.auth.applyActionCode(mail.code)
        return {
          uid: user.uid,
          token: async (signedInAt = new Date()) =>
            mockBackend.auth.issueToken(user.uid, signedInAt.getTime()),
        }
      },
      async mentions(needles) {
        const collections = mockBackend.db.snapshot()
        return Object.entries(collections)
          .filter(([name]) => !NOT_THE_PORTALS.has(name))
          .filter(([, rows]) => {
            const text = JSON.stringify(rows).toLowerCase()
            return needles.some((needle) => text.includes(needle.toLowerCase()))
          })
          .map(([name]) => name)
      },
      async accountingOf(paymentId) {
        const ledger = mockBackend.db.all('ledger') as LedgerView[]
        const payments = mockBackend.db.all('payments') as {
          paymentId: string
          uid: string
          points: number
        }[]
        const payment = payments.find((p) => p.paymentId === paymentId)
        return {
          ledger: ledger
            .filter((row) => row.reference === paymentId)
            .map(({ uid, delta, kind }) => ({ uid, delta, kind })),
          payment: payment ? { uid: payment.uid, points: payment.points } : null,
        }
      },
      async forgetReceipts(paymentId) {
        await mockCollections.receipts.deleteMany((q) => q.where({ paymentId }))
      },
      async operatorToken(uid) {
        const { token } = await mockBackend.auth.signUp(`${uid}@portail.test`, 'Operateur123')
        const claims = decodeToken(token)
        if (!claims) throw new Error('cannot decode a mock token')
        return encodeToken({ ...claims, admin: true })
      },
      ledgerAudit: async () => ledgerAudit(),
      discordMessages: () => mockBackend.discord.messages(),
      mails: () => mockBackend.mailbox.outbox(),
      providerRefunds: async () =>
        mockBackend.db.all('providerRefunds') as {
          paymentIntent: string
          amountCents: number
          key: string
        }[],
      async reset() {
        mockBackend.faults.clearAll()
        mockBackend.limits.restoreDefaults()
        await mockBackend.resetDb()
      },
      setLimits: (limits) => configureBackend({ limits }),
      async completeCheckout(url) {
        const paid = await mockBackend.checkout.pay(sessionIdOf(url))
        if (!paid.ok) throw new Error(`mock payment refused: ${paid.reason}`)
      },
      async failCheckout(url) {
        const failed = await mockBackend.checkout.fail(sessionIdOf(url))
        if (!failed.ok) throw new Error(`mock failure refused: ${failed.reason}`)
      },
      async afterSale(url, notice) {
        await mockBackend.checkout.afterSale(sessionIdOf(url), notice)
      },
      game: {
        settle: () => mockBackend.game.settle(),
        enterWorld: async (characterId) => void (await mockBackend.game.enterWorld(characterId)),
        async rows() {
          const marks = mockBackend.db.all('gameDeliveryMarks') as {
            deliveryId: string
            no: number
            rows: number[]
          }[]
          const rows = mockBackend.db.all('gameItemSend') as {
            no: number
            characterId: number
            count: number
          }[]
          return rows.map((row) => ({
            deliveryId:
              marks.find((m) => m.no === row.no || m.rows.includes(row.no))?.deliveryId ?? '',
            characterId: row.characterId,
            count: row.count,
          }))
        },
        deleteCharacter: (characterId) => mockBackend.game.deleteCharacter(characterId),
        deleteDeliveryRows: async (characterId) =>
          void mockCollections.gameItemSend.deleteMany((q) => q.where({ characterId })),
        setReachable: (reachable) => void mockBackend.game.setUnreachable(!reachable),
        blocked: (accounts) => embeddedGame.blockedAccounts(accounts),
      },
      pullSite: {
        voted: async (ip) => void (await mockBackend.votes.sites.vote('serveurprive', { ip })),
        behave: (behaviour) => mockBackend.votes.sites.setBehaviour('serveurprive', behaviour),
      },
      clientIp: '127.0.0.1',
      async stop() {
        server.close()
      },
    }
  },
}
