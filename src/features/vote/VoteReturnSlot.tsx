import { lazy, Suspense, useState } from 'react'
import { useSession } from '@/shared/auth/session'
import { hasStoredVote } from './vote-storage'

const VoteReturn = lazy(() => import('./VoteReturn'))

/**
 * Where the home page runs the return from a voting site: only for a signed-in player coming
 * back with a stored vote, and loaded on demand so that the landing page carries none of it.
 */
export function VoteReturnSlot() {
  const { status } = useSession()
  // Read once: the flow removes the stored vote, and its thanks must stay on screen.
  const [pending] = useState(hasStoredVote)
  if (status !== 'signedIn' || !pending) return null
  return (
    <Suspense fallback={null}>
      <VoteReturn />
    </Suspense>
  )
}
