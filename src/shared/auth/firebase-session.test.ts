import { describe, expect, it, vi } from 'vitest'
import { firebaseStoredSession } from './firebase-session'

/** A tab of its own: no test listens to the real window's storage events. */
const noTab = new EventTarget() as unknown as Window

function memoryStorage(entries: Record<string, string>): () => Storage {
  const keys = Object.keys(entries)
  return () => ({ length: keys.length, key: (index: number) => keys[index] ?? null }) as Storage
}

describe('the stored Firebase session, read without the SDK', () => {
  it('exists when a user is stored under this API key', () => {
    const storage = memoryStorage({ 'firebase:authUser:cle:[DEFAULT]': '{}', autre: '1' })
    expect(firebaseStoredSession('cle', storage, noTab).mayExist()).toBe(true)
  })

  it('does not exist for another API key or none', () => {
    expect(firebaseStoredSession('cle', memoryStorage({}), noTab).mayExist()).toBe(false)
    const other = memoryStorage({ 'firebase:authUser:autre-cle:[DEFAULT]': '{}' })
    expect(firebaseStoredSession('cle', other, noTab).mayExist()).toBe(false)
  })

  it('may exist when the storage cannot be read', () => {
    const blocked = () => {
      throw new DOMException('refusé', 'SecurityError')
    }
    expect(firebaseStoredSession('cle', blocked, noTab).mayExist()).toBe(true)
  })

  it('calls back when another tab changes this key or clears the storage', () => {
    const changed = vi.fn()
    const tab = new EventTarget() as unknown as Window
    const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key })
    const stop = firebaseStoredSession('cle', memoryStorage({}), tab).watch(changed)
    tab.dispatchEvent(storageEvent('firebase:authUser:cle:[DEFAULT]'))
    tab.dispatchEvent(storageEvent('sans-rapport'))
    tab.dispatchEvent(storageEvent(null))
    expect(changed).toHaveBeenCalledTimes(2)
    stop()
    tab.dispatchEvent(storageEvent(null))
    expect(changed).toHaveBeenCalledTimes(2)
  })
})
