import { checkReceipts, sendDelivery } from '@backend/deliveries'
import { GameUnavailableError, type GamePort, type StorePort } from '@backend/ports'

/** A game whose every call fails as an unreachable database while `down()` holds. */
export function unreachableWhen(game: GamePort, down: () => boolean): GamePort {
  return Object.fromEntries(
    Object.entries(game).map(([name, call]) => [
      name,
      (...args: unknown[]) => {
        if (down()) return Promise.reject(new GameUnavailableError(`game unreachable (${name})`))
        return (call as (...a: unknown[]) => Promise<unknown>)(...args)
      },
    ]),
  ) as unknown as GamePort
}

/**
 * What the delivery queue does, at once: every pending delivery sent, then receipts read back.
 * A game that cannot be reached leaves them pending (as the queue would until it comes back).
 */
export async function settleDeliveries(ports: { store: StorePort; game: GamePort }) {
  try {
    const pending = await ports.store.transaction((tx) => tx.deliveriesIn('pending', 1_000))
    for (const { deliveryId } of pending) await sendDelivery(ports, deliveryId)
    await checkReceipts(ports)
  } catch (error) {
    if (!(error instanceof GameUnavailableError)) throw error
  }
}
