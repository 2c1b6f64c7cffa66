import type { StoredSession } from './lazy-port'

/**
 * Whether this browser holds a Firebase session, read without loading the SDK: the Firebase
 * adapter keeps its user in localStorage (browserLocalPersistence) under
 * `firebase:authUser:<API key>:<app name>`. When localStorage cannot be read, a session may exist.
 */
export function firebaseStoredSession(
  apiKey: string,
  storage = () => window.localStorage,
  events: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): StoredSession {
  const prefix = `firebase:authUser:${apiKey}:`
  return {
    mayExist() {
      try {
        const store = storage()
        for (let index = 0; index < store.length; index++) {
          if (store.key(index)?.startsWith(prefix)) return true
        }
        return false
      } catch {
        return true
      }
    },
    watch(changed) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key.startsWith(prefix)) changed()
      }
      events.addEventListener('storage', onStorage)
      return () => events.removeEventListener('storage', onStorage)
    },
  }
}
