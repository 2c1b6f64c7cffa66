import type { DeliveryFailure, DeliveryStall, DeliveryState } from '@contract/schemas'
import type { GameDelivery } from '../game'

/** A delivery as the portal's outbox keeps it, committed with the debit or the claim. */
export type DeliveryRecord = GameDelivery & {
  uid: string
  accountId: number
  characterName: string
  state: DeliveryState
  failure: DeliveryFailure | null
  /** ISO dates. */
  createdAt: string
  receivedAt: string | null
  /** Why a 'sent' delivery looks stuck in the game, found by the receipt check; else null. */
  stalled: DeliveryStall | null
}

export interface OutboxReads {
  /** One delivery, or null. */
  get(deliveryId: string): Promise<DeliveryRecord | null>
  /** The player's latest deliveries, newest first. */
  ofPlayer(uid: string, limit: number): Promise<DeliveryRecord[]>
  /** Deliveries in one state, oldest first (what the worker sends or checks next). */
  inState(state: DeliveryState, limit: number): Promise<DeliveryRecord[]>
}

/** The deliveries outbox (docs/decisions/024): what the game is to receive, exactly once. */
export interface OutboxStore extends OutboxReads {
  /**
   * Adds a pending delivery, in the transaction of its debit or claim, and asks the delivery
   * queue to send it once that transaction commits. A deliveryId already there is kept.
   * Answers the delivery as stored (the one kept, for an id already there).
   */
  enqueue(
    delivery: Omit<DeliveryRecord, 'state' | 'failure' | 'createdAt' | 'receivedAt' | 'stalled'>,
  ): Promise<DeliveryRecord>
  /**
   * Deliveries in one state by deliveryId, those after `afterId` (null: from the first): a keyset
   * page, so that a pass can go through all of them, whatever their number.
   */
  after(state: DeliveryState, afterId: string | null, limit: number): Promise<DeliveryRecord[]>
  /**
   * Moves a delivery from `from` to `to` (with the failure, or when the game handed it over) only
   * if it still is in `from`: false otherwise (another worker got there first).
   */
  mark(
    deliveryId: string,
    from: DeliveryState,
    to:
      | { state: 'sent' }
      | { state: 'failed'; failure: DeliveryFailure }
      | { state: 'received'; at: string },
  ): Promise<boolean>
  /**
   * Sets (or clears, null) why a 'sent' delivery looks stuck; true only when it changed, so that
   * a stall is reported once.
   */
  flagStalled(deliveryId: string, stalled: DeliveryStall | null): Promise<boolean>
}
