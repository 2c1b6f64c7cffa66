import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False in the pre-rendered HTML and while the page hydrates, true afterwards: what depends on
 * the browser (the clock, the stored session, the embedded backend) is drawn after hydration, so
 * that the first render matches the HTML written at build time.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
