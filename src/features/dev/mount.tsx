import { lazy, Suspense } from 'react'
import { useServices } from '@/shared/services'

/**
 * Mock builds only: the condition is static, so a build whose two switches are live drops the
 * dev tools' chunks altogether (scripts/check-live-build.mjs proves it).
 */
const DevToggle =
  (import.meta.env.VITE_API ?? 'mock') === 'mock' ||
  (import.meta.env.VITE_AUTH ?? 'mock') === 'mock'
    ? lazy(() => import('./DevToggle'))
    : null

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
