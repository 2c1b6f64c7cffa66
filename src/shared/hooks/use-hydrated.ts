import { startTransition, useEffect, useState } from 'react'

/** Set once the first component using this hook has hydrated: later mounts start hydrated. */
let hydratedOnce = false

/**
 * False in the pre-rendered HTML and while the page hydrates, true afterwards: what depends on
 * the browser (the clock, the stored session, the embedded backend) is drawn after hydration, so
 * that the first render matches the HTML written at build time. The switch is a transition,
 * rendered in slices: a page's parts that wait for it do not hold the browser in one long task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydratedOnce)
  useEffect(() => {
    hydratedOnce = true
    if (!hydrated) startTransition(() => setHydrated(true))
  }, [hydrated])
  return hydrated
}
