import type { PackId } from '@contract/catalog'
import { loyaltyMonth } from '@contract/rules'
import { DEMO_GAME_ACCOUNTS, DEMO_GAME_CHARACTERS, DEMO_PROFILES, DEMO_REWARDS } from './demo'
import { deliveryIdOf } from '../domain/ids'
import type { DeliveryState } from '@contract/schemas'
import type { AfterSale, LedgerKind, PaymentRow } from '../ports'

/**
 * The demo player's past (joueur), as the after-sale code leaves it in the store: payments with
 * what refunds and disputes did to them, the deliveries of transfers and of a claim, the claim,
 * and the ledger rows of each step, so that the history shows every kind of entry. Seeded by the
 * embedded backend (mocks/db/seed.ts) and by the server (server/db/demo-seed.ts).
 *
 * The story is consistent step by step (the balance never goes below zero, a refund takes back
 * what the balance still held and records the rest), and every payment and claim belongs to a
 * month long past: the current month's progress (DEMO_PROFILES.monthPoints) is untouched. The
 * ledger ends with a 'seed' row (not shown in the history) that brings the balance to
 * DEMO_PROFILES.joueur.points: the balance is the sum of the ledger.
 */

const DAY_MS = 86_400_000

export interface DemoPayment extends PaymentRow, AfterSale {
  createdAt: string
}

export interface DemoDelivery {
  deliveryId: string
  accountId: number
  account: string
  characterId: number
  characterName: string
  kind: 'points' | 'item'
  amount: number | null
  itemId: number | null
  count: number | null
  state: Exclude<DeliveryState, 'pending'>
  failure: 'character-gone' | 'refused' | null
  createdAt: string
  receivedAt: string | null
}

export interface DemoClaim {
  rewardId: number
  month: string
  accountId: number
  characterId: number
  underReview: boolean
  createdAt: string
}

export interface DemoLedgerRow {
  kind: LedgerKind
  delta: number
  reference: string | null
  points: number | null
  createdAt: string
}

export interface DemoHistory {
  payments: DemoPayment[]
  deliveries: DemoDelivery[]
  claims: DemoClaim[]
  /** Oldest first: the order they are appended in (the ledger's id orders the history). */
  ledger: DemoLedgerRow[]
}

/** The id of a claim's delivery: it depends on the player's uid (backend/routes/fidelity.ts). */
export const demoClaimDeliveryId = (uid: string, rewardId: number, month: string) =>
  deliveryIdOf('claim', uid, String(rewardId), month)

function target(name: 'Aelis' | 'Brakkar' | 'Cyrene') {
  const character = DEMO_GAME_CHARACTERS.find((c) => c.name === name)
  const account = DEMO_GAME_ACCOUNTS.find((a) => a.name === character?.account)
  if (!character || !account) throw new Error(`demo character ${name} not found`)
  return {
    accountId: account.accountId,
    account: account.name,
    characterId: character.characterId,
    characterName: character.name,
  }
}

/**
 * joueur's history at `now` for the player `uid` (the server seeds it under a placeholder uid),
 * with the payment provider's price id of each pack (`priceIdOf`).
 */
export async function demoHistory(
  uid: string,
  now: Date,
  priceIdOf: (pack: PackId) => string,
): Promise<DemoHistory> {
  const at = (daysAgo: number, hour = 18) =>
    new Date(now.getTime() - daysAgo * DAY_MS + (hour - 12) * 3_600_000).toISOString()
  const history: DemoHistory = { payments: [], deliveries: [], claims: [], ledger: [] }
  const row = (
    kind: LedgerKind,
    delta: number,
    reference: string | null,
    createdAt: string,
    points: number | null = null,
  ) => history.ledger.push({ kind, delta, reference, points, createdAt })

  let paymentCount = 0
  const pay = (
    pack: PackId,
    points: number,
    daysAgo: number,
    afterSale: Partial<AfterSale> & { status?: 'paid' | 'failed' } = {},
  ) => {
    paymentCount += 1
    const paymentId = `cs_demo_${paymentCount}`
    const createdAt = at(daysAgo)
    const { status = 'paid', ...rest } = afterSale
    history.payments.push({
      paymentId,
      uid,
      priceId: priceIdOf(pack),
      points: status === 'failed' ? 0 : points,
      paymentIntent: `pi_demo_${paymentCount}`,
      month: loyaltyMonth(new Date(createdAt)),
      status,
      refundedPoints: 0,
      disputedPoints: 0,
      disputeRemoved: 0,
      unrecoveredPoints: 0,
      dispute: 'none',
      createdAt,
      ...rest,
    })
    if (status === 'failed') row('payment-failed', 0, paymentId, createdAt)
    else row('purchase', points, paymentId, createdAt)
    return paymentId
  }

  let transferCount = 0
  const transfer = (
    to: 'Aelis' | 'Brakkar' | 'Cyrene',
    amount: number,
    daysAgo: number,
    state: DemoDelivery['state'],
  ) => {
    transferCount += 1
    const deliveryId = `order:demo-${transferCount}`
    const createdAt = at(daysAgo)
    history.deliveries.push({
      deliveryId,
      ...target(to),
      kind: 'points',
      amount,
      itemId: null,
      count: null,
      state,
      failure: state === 'failed' ? 'refused' : null,
      createdAt,
      receivedAt: state === 'received' ? at(daysAgo - 1, 21) : null,
    })
    row('order', -amount, deliveryId, createdAt)
  }

  // Balance after each step, from 0.
  pay('legende', 1100, 120) // 1100, paid
  transfer('Aelis', 1090, 118, 'received') // 10
  row('vote', 0, 'gtop100', at(110))
  const heros = pay('heros', 525, 100, { refundedPoints: 525, unrecoveredPoints: 100 }) // 535
  transfer('Brakkar', 110, 98, 'received') // 425

  // A claim on the Héros payment's month, later under review when the refund undid its stage.
  const reward = DEMO_REWARDS[0]
  if (!reward) throw new Error('the demo has no reward')
  const month = loyaltyMonth(new Date(at(100)))
  const aelis = target('Aelis')
  history.claims.push({
    rewardId: reward.id,
    month,
    accountId: aelis.accountId,
    characterId: aelis.characterId,
    underReview: true,
    createdAt: at(96),
  })
  history.deliveries.push({
    deliveryId: await demoClaimDeliveryId(uid, reward.id, month),
    ...aelis,
    kind: 'item',
    amount: null,
    itemId: reward.itemId,
    count: 1,
    state: 'received',
    failure: null,
    createdAt: at(96),
    receivedAt: at(95, 20),
  })
  row('claim', 0, `reward:${reward.id}:${month}`, at(96))

  // Refunded in full: 425 taken back, the 100 already transferred recorded as unrecovered.
  row('refund', -425, `${heros}:re_demo_1:525`, at(90)) // 0
  row('refund-unrecovered', 0, `${heros}:re_demo_1:525`, at(90), 100)
  row('reward-case', 0, `reward:${reward.id}:${month}`, at(90))

  // A dispute opened, then won: what it took comes back.
  const won = pay('aventurier', 100, 80, { dispute: 'won' }) // 100
  row('dispute', -100, `${won}:dp_demo_1:dispute-opened`, at(78)) // 0
  row('dispute-won', 100, `${won}:dp_demo_1:dispute-closed`, at(60)) // 100

  // A dispute still open.
  const open = pay('debutant', 50, 55, {
    dispute: 'open',
    disputedPoints: 50,
    disputeRemoved: 50,
  }) // 150
  row('dispute', -50, `${open}:dp_demo_2:dispute-opened`, at(54)) // 100

  // A delayed payment method that failed: nothing credited.
  pay('chevalier', 210, 50, { status: 'failed' })

  // Refunded by half.
  const half = pay('chevalier', 210, 45, { refundedPoints: 105 }) // 310
  row('refund', -105, `${half}:re_demo_2:105`, at(40)) // 205

  row('vote', 0, 'serveurprive', at(30))
  transfer('Cyrene', 150, 20, 'failed') // 55
  transfer('Aelis', 50, 6, 'sent') // 5
  row('vote', 0, 'topg', at(2))

  const sum = history.ledger.reduce((total, entry) => total + entry.delta, 0)
  row('seed', DEMO_PROFILES.joueur.points - sum, null, now.toISOString())
  return history
}
