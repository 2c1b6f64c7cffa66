import type { Delivery } from '@contract/schemas'
import { useEffect, useState } from 'react'
import { readDelivery } from '@/shared/api/reads'
import { useSession } from '@/shared/auth/session'
import { useServices } from '@/shared/runtime/services'
import { onItsWay } from './delivery'

/** How long the state of a delivery on its way is shown before it is read again. */
export const DELIVERY_REFRESH_MS = 3_000

interface Tracked {
  delivery: Delivery
  /** The last read failed: the state is not known now. */
  unavailable: boolean
}

/**
 * A delivery, starting from the one its answer gave, read again every DELIVERY_REFRESH_MS while
 * it may still change (pending, sent) or while the last read failed; never once it is received
 * or failed, nor after the page is left (the effect's clean-up), nor without a session (the read
 * is personal: a reloaded page waits for the session to be known). A delivery made a while ago
 * (the page reloaded, or reached again through history) is read at once: its state may be old.
 */
export function useDeliveryTracking(initial: Delivery): Tracked {
  const { api } = useServices()
  const { status } = useSession()
  const [tracked, setTracked] = useState<Tracked>({ delivery: initial, unavailable: false })
  const [first] = useState(() =>
    Date.now() - Date.parse(initial.createdAt) > DELIVERY_REFRESH_MS ? 0 : DELIVERY_REFRESH_MS,
  )
  const { deliveryId } = initial

  useEffect(() => {
    if (status !== 'signedIn') return
    if (!tracked.unavailable && !onItsWay(tracked.delivery.state)) return
    let left = false
    const wait = tracked.delivery === initial && !tracked.unavailable ? first : DELIVERY_REFRESH_MS
    const timer = window.setTimeout(async () => {
      const read = await readDelivery(api, deliveryId)
      if (left) return
      // A new object each time: the effect runs again and schedules the next read.
      setTracked(
        read.ok
          ? { delivery: read.data, unavailable: false }
          : { delivery: tracked.delivery, unavailable: true },
      )
    }, wait)
    return () => {
      left = true
      window.clearTimeout(timer)
    }
  }, [api, status, deliveryId, tracked, initial, first])

  return tracked
}
