import { useHydrated } from '@/shared/hooks/use-hydrated'
import { lazy, Suspense } from 'react'
import { useServices } from '@/shared/runtime/services'

/**
 * Mock builds only: the condition is static, so a build whose two switches are live drops the
 * dev tools' chunks altogether (scripts/check-live-build.mjs proves it).
 */
const DevToggle = __MOCK_BUILD__ ? lazy(() => import('@/features/dev/DevToggle')) : null

/** The dev tools' corner button, when the embedded backend runs. */
export function DevTools() {
  const { mock } = useServices()
  // Not in the pre-rendered HTML: the button appears once the page is live.
  const hydrated = useHydrated()
  if (!DevToggle || !mock || !hydrated) return null
  return (
    <Suspense fallback={null}>
      <DevToggle mock={mock} />
    </Suspense>
  )
}
