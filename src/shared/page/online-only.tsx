import { useEffect, useState } from 'react'
import { WarningBox } from '@/shared/components/Alert'
import { OFFLINE_REFUSAL } from '@/shared/text/messages'

/**
 * An action that needs the network (a form's submission, a payment session), kept from running
 * while the browser is offline: nothing is sent, so nothing is half-done and what the player
 * typed stays in the form. Gives the guarded action and whether its last run was refused for
 * that reason (true until it runs again or the connection comes back), to say why.
 */
export function useOnlineOnly<A extends unknown[]>(
  action: (...args: A) => void,
): [run: (...args: A) => void, refusedOffline: boolean] {
  const [refused, setRefused] = useState(false)
  useEffect(() => {
    const back = () => setRefused(false)
    window.addEventListener('online', back)
    return () => window.removeEventListener('online', back)
  }, [])
  const run = (...args: A) => {
    const offline = !navigator.onLine
    setRefused(offline)
    if (!offline) action(...args)
  }
  return [run, refused]
}

/** Why a submission was kept back offline: the orange box, read out as it appears. */
export function OfflineRefusal() {
  return <WarningBox title={OFFLINE_REFUSAL.title}>{OFFLINE_REFUSAL.message}</WarningBox>
}
