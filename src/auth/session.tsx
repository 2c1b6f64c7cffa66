import type { AuthUser } from '@contract/schemas'
import { useSyncExternalStore } from 'react'
import { useServices } from '@/app/services'

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut'

export interface Session {
  status: SessionStatus
  user: AuthUser | null
}

const cache = new WeakMap<object, { session: Session; subscribe: (cb: () => void) => () => void }>()

/** The signed-in state as the navigation and the route guards read it. */
export function useSession(): Session {
  const { auth } = useServices()
  let entry = cache.get(auth)
  if (!entry) {
    const store = {
      session: { status: 'loading', user: null } as Session,
      subscribe: (cb: () => void) =>
        auth.onUserChanged((user) => {
          store.session = { status: user ? 'signedIn' : 'signedOut', user }
          cb()
        }),
    }
    cache.set(auth, store)
    entry = store
  }
  const store = entry
  return useSyncExternalStore(store.subscribe, () => store.session)
}
