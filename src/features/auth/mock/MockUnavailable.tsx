import { AuthLayout } from '../AuthLayout'

/** What a mock-only page shows when the embedded backend is not running. */
export function MockUnavailable({ title }: { title: string }) {
  return (
    <AuthLayout title={title}>
      <p>Cette page n&apos;existe qu&apos;avec l&apos;authentification simulée (mode démo).</p>
    </AuthLayout>
  )
}
