import { contract } from '@contract/index'
import type { Delivery, DeliveryStall } from '@contract/schemas'
import { tsr } from '@ts-rest/serverless/fetch'
import { fail, personalRoutes } from '../http/context'
import type { Target } from '../domain/game-accounts'
import { alertDeliveryFailed, alertDeliveryStalled } from '../domain/alerts'
import { GameUnavailableError } from '../ports'
import type {
  DeliveryContent,
  DeliveryRecord,
  GameDelivery,
  GamePort,
  GameReceipt,
  Ports,
  StorePort,
  StoreTx,
} from '../ports'

/** How many of a player's latest deliveries the API lists. */
export const DELIVERIES_LISTED = 50
/** How many sent deliveries one receipt check asks the game about. */
export const RECEIPTS_BATCH = 500
/** A sent delivery the game has not handed over after this long is reported (DELIVERY_STALLED_AFTER_HOURS). */
export const DEFAULT_STALLED_AFTER_MS = 7 * 24 * 3600_000

/** A delivery the receipt check found stuck in the game, with why. */
export interface StalledDelivery {
  delivery: DeliveryRecord
  stalled: DeliveryStall
}

export interface ReceiptCheckOptions {
  /** How long a sent delivery may wait in the game before it is reported 'too-old'. */
  stalledAfterMs?: number
  now?: () => number
  /** Told of the deliveries newly found stuck, once each, after they are recorded. */
  onStalled?: (stalled: StalledDelivery[]) => Promise<void> | void
}

/**
 * Why a sent delivery looks stuck, from the game's receipt (absent: no marker), or null. A
 * received one is never stuck.
 */
function stallOf(receipt: GameReceipt | undefined, now: number, stalledAfterMs: number) {
  if (!receipt) return 'marker-gone' as const
  if (receipt.state === 'rows-gone') return 'row-gone' as const
  if (receipt.state === 'sent' && now - Date.parse(receipt.since) > stalledAfterMs) {
    return 'too-old' as const
  }
  return null
}

/** The contract's view of a delivery of the outbox. */
export function deliveryView(record: DeliveryRecord): Delivery {
  const base = {
    deliveryId: record.deliveryId,
    accountId: record.accountId,
    characterId: record.characterId,
    characterName: record.characterName,
    state: record.state,
    failure: record.failure,
    createdAt: record.createdAt,
    receivedAt: record.receivedAt,
    stalled: record.state === 'sent' ? record.stalled : null,
  }
  return record.kind === 'points'
    ? { ...base, kind: 'points', amount: record.amount }
    : { ...base, kind: 'item', itemId: record.itemId, count: record.count }
}

/** What the game needs of a delivery of the outbox. */
function gameDelivery(record: DeliveryRecord): GameDelivery {
  const { deliveryId, account, characterId } = record
  return record.kind === 'points'
    ? { deliveryId, account, characterId, kind: 'points', amount: record.amount }
    : { deliveryId, account, characterId, kind: 'item', itemId: record.itemId, count: record.count }
}

/**
 * Adds the delivery of a debit or a claim to the outbox, in its transaction: it commits with it
 * or not at all, and is sent to the game once it has committed. Answers it as the player sees it.
 */
export async function enqueue(
  tx: StoreTx,
  uid: string,
  target: Extract<Target, { ok: true }>,
  content: { deliveryId: string } & DeliveryContent,
): Promise<Delivery> {
  return deliveryView(await tx.outbox.enqueue(deliveryTo(uid, target, content)))
}

/** A delivery's content addressed to the target's account and character. */
export function deliveryTo(
  uid: string,
  { account, character }: Extract<Target, { ok: true }>,
  content: { deliveryId: string } & DeliveryContent,
) {
  return {
    ...content,
    uid,
    accountId: account.accountId,
    account: account.name,
    characterId: character.characterId,
    characterName: character.name,
  }
}

export type SendResult = 'sent' | 'failed' | 'not-pending'

/**
 * Sends one pending delivery of the outbox to the game, then records what the game answered.
 * Safe to run twice, concurrently or after a crash at any point: the game writes a deliveryId
 * once (GamePort.send), and the outbox moves from 'pending' once (OutboxStore.mark). A game
 * that cannot be reached throws GameUnavailableError and the delivery stays pending: the queue
 * tries again later.
 */
export async function sendDelivery(
  { store, game }: { store: StorePort; game: GamePort },
  deliveryId: string,
): Promise<SendResult> {
  const record = await store.transaction((tx) => tx.outbox.get(deliveryId))
  if (!record || record.state !== 'pending') return 'not-pending'
  const outcome = await game.send(gameDelivery(record))
  const to =
    outcome.status === 'sent'
      ? ({ state: 'sent' } as const)
      : ({ state: 'failed', failure: outcome.failure } as const)
  await store.transaction(async (tx) => {
    const moved = await tx.outbox.mark(deliveryId, 'pending', to)
    if (moved && to.state === 'failed') {
      await returnRefusedPoints(tx, record)
      await alertDeliveryFailed(tx, new Date(), { ...record, failure: to.failure })
    }
  })
  return to.state
}

/**
 * The points of a transfer the game refused for good, given back to the balance with their
 * ledger row, in the transaction that marks it failed: once, since only one marks it. A player
 * erased meanwhile has no balance left to give them back to (his was written off).
 */
async function returnRefusedPoints(tx: StoreTx, record: DeliveryRecord) {
  if (record.kind !== 'points' || !(await tx.profiles.get(record.uid))) return
  await tx.profiles.credit(record.uid, record.amount, {
    kind: 'delivery-returned',
    reference: record.deliveryId,
  })
}

/**
 * Reads back from the game which sent deliveries the characters received (the game marks its
 * rows when it hands them over at login), and records it. Every sent delivery is asked about, in
 * pages of RECEIPTS_BATCH by deliveryId: deliveries never collected (an abandoned character) do
 * not keep the newer ones from being checked. A sent delivery whose game row or marker is gone,
 * or that waits longer than `stalledAfterMs`, is flagged stuck (docs/decisions/051) and told to
 * `onStalled` once. Answers how many it marked received.
 */
export async function checkReceipts(
  { store, game }: { store: StorePort; game: GamePort },
  options: ReceiptCheckOptions = {},
) {
  const { stalledAfterMs = DEFAULT_STALLED_AFTER_MS, now = Date.now, onStalled } = options
  let received = 0
  const stalled: StalledDelivery[] = []
  let afterId: string | null = null
  for (;;) {
    const from: string | null = afterId
    const sent: DeliveryRecord[] = await store.transaction((tx) =>
      tx.outbox.after('sent', from, RECEIPTS_BATCH),
    )
    if (sent.length === 0) break
    const receipts = await game.receipts(sent.map((d) => d.deliveryId))
    const at = now()
    await store.transaction(async (tx) => {
      for (const delivery of sent) {
        const receipt = receipts.get(delivery.deliveryId)
        if (receipt?.state === 'received') {
          if (await tx.outbox.mark(delivery.deliveryId, 'sent', receipt)) received += 1
          continue
        }
        const stall = stallOf(receipt, at, stalledAfterMs)
        if (stall === delivery.stalled) continue
        const changed = await tx.outbox.flagStalled(delivery.deliveryId, stall)
        if (!changed || !stall) continue
        stalled.push({ delivery, stalled: stall })
        await alertDeliveryStalled(tx, new Date(at), delivery, stall)
      }
    })
    if (sent.length < RECEIPTS_BATCH) break
    afterId = sent[sent.length - 1]?.deliveryId ?? null
  }
  if (stalled.length > 0) await onStalled?.(stalled)
  return received
}

/**
 * Every pending delivery sent now, then receipts read back: what the queue does over time, in
 * one pass (the scheduled function, tests). A game that cannot be reached leaves them pending.
 */
export async function settleDeliveries(
  ports: { store: StorePort; game: GamePort },
  batch = 1_000,
  options: ReceiptCheckOptions = {},
): Promise<'done' | 'game-unavailable'> {
  try {
    const pending = await ports.store.transaction((tx) => tx.outbox.inState('pending', batch))
    for (const { deliveryId } of pending) await sendDelivery(ports, deliveryId)
    await checkReceipts(ports, options)
    return 'done'
  } catch (error) {
    if (error instanceof GameUnavailableError) return 'game-unavailable'
    throw error
  }
}

export function deliveriesRouter({ store, identity }: Ports) {
  const personal = personalRoutes(identity)
  return tsr.router(contract.deliveries, {
    list: personal(contract.deliveries.list, async (_args, caller) => {
      const rows = await store.read((reads) => reads.outbox.ofPlayer(caller.uid, DELIVERIES_LISTED))
      return { status: 200, body: rows.map(deliveryView) }
    }),
    one: personal(contract.deliveries.one, async ({ params }, caller) => {
      const row = await store.read((reads) => reads.outbox.get(params.deliveryId))
      if (!row || row.uid !== caller.uid) return fail(404, 'delivery not found')
      return { status: 200, body: deliveryView(row) }
    }),
  })
}
