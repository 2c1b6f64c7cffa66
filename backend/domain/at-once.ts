import type { Delivery } from '@contract/schemas'
import { deliveryTo, deliveryView } from '../routes/deliveries'
import { fingerprintOf, type IdempotentRequest } from './idempotency'
import type { Target } from './game-accounts'
import type {
  DeliveryContent,
  DeliveryRecord,
  DecidedMovement,
  LedgerEntry,
  ClaimRow,
  StorePort,
} from '../ports'

/**
 * A transfer or a claim at once (docs/decisions/067): decided here from reads made before any
 * transaction, on the profile's version, then applied in one step by the store. Answers the
 * outcome when it applied; null when it did not (the profile moved meanwhile, the key or the
 * claim was already there), and the caller then runs its transaction, which decides again.
 */
export async function applyAtOnce<T extends { status: number; body: unknown }>(
  store: StorePort,
  request: IdempotentRequest & { key: string },
  decided: {
    version: string
    target: Extract<Target, { ok: true }>
    content: { deliveryId: string } & DeliveryContent
    now: Date
    debit?: { amount: number; entry: LedgerEntry }
    claim?: ClaimRow
  },
  outcomeOf: (delivery: Delivery) => T,
): Promise<T | null> {
  const delivery = {
    ...deliveryTo(request.uid, decided.target, decided.content),
    state: 'pending',
    failure: null,
    createdAt: decided.now.toISOString(),
    receivedAt: null,
    stalled: null,
  } satisfies DeliveryRecord
  const outcome = outcomeOf(deliveryView(delivery))
  const movement: DecidedMovement = {
    uid: request.uid,
    version: decided.version,
    key: request.key,
    fingerprint: fingerprintOf(request),
    outcome,
    delivery,
    ...(decided.debit ? { debit: decided.debit } : {}),
    ...(decided.claim ? { claim: decided.claim } : {}),
  }
  return (await store.applyDecided(movement)) ? outcome : null
}
