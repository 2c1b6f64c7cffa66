import { lazy, Suspense } from 'react'
import { useServices } from '@/shared/services'

/**
 * Mock builds only: the condition is static, so a build whose two switches are live drops the
 * dev tools' chunks altogether (scripts/check-live-build.mjs proves it).
 */
const DevToggle = __MOCK_BUILD__ ? lazy(() => import('@/features/dev/DevToggle')) : null

/** The dev tools' corner button, when the embedded backend runs. */
export function DevTools() {
  const { mock } = useServices()
  if (!DevToggle || !mock) return null
  return (
    <Suspense fallback={null}>
      <DevToggle mock={mock} />
    </Suspense>
  )
}
