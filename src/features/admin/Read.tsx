import { Suspense, use, type ReactNode } from 'react'
import { Alert } from '@/shared/components'
import { Unavailable } from '@/shared/page/Deferred'
import type { ConsoleLoaded } from './api'

export const READ_FAILED = 'Ces données sont indisponibles pour le moment.'

function Resolved<T>({
  value,
  children,
}: {
  value: Promise<ConsoleLoaded<T>>
  children: (data: T) => ReactNode
}) {
  const result = use(value)
  if (result.ok) return <>{children(result.data)}</>
  if ('refusal' in result) return <Alert status="warning">{result.refusal.message}</Alert>
  return <Unavailable>{READ_FAILED}</Unavailable>
}

/**
 * A loader's read on a console page: « Chargement… », what it read, the server's refusal as it
 * says it, or a failure with « Réessayer » (which runs the page's loader again), never an empty
 * list instead. A revalidation keeps what is shown until the new read settles.
 */
export function Read<T>({
  value,
  children,
}: {
  value: Promise<ConsoleLoaded<T>>
  children: (data: T) => ReactNode
}) {
  return (
    <Suspense fallback={<p role="status">Chargement…</p>}>
      <Resolved value={value}>{children}</Resolved>
    </Suspense>
  )
}
