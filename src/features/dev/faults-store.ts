import { useSyncExternalStore } from 'react'
import type { MockBackend } from '@/shared/mock-backend'

export type Fault = Parameters<MockBackend['faults']['set']>[1]
export type ActiveFault = ReturnType<MockBackend['faults']['list']>[number]

/**
 * The embedded backend's fault injection, with change notifications: the toggle's badge and
 * the panel read the same list. Faults are stored by the backend and survive reloads.
 */
function createFaultsStore() {
  const listeners = new Set<() => void>()
  let backend: MockBackend | null = null
  let active: ActiveFault[] = []

  const read = () => {
    active = backend?.faults.list() ?? []
    for (const listener of listeners) listener()
  }

  return {
    /** Silent: called while rendering, it must not update other components. */
    connect(mock: MockBackend) {
      if (backend === mock) return
      backend = mock
      active = mock.faults.list()
    },
    set(key: string, fault: Fault) {
      backend?.faults.set(key, fault)
      read()
    },
    clear(key: string) {
      backend?.faults.clear(key)
      read()
    },
    clearAll() {
      backend?.faults.clearAll()
      read()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    getSnapshot: () => active,
  }
}

export const faultsStore = createFaultsStore()

export function useActiveFaults(): ActiveFault[] {
  return useSyncExternalStore(faultsStore.subscribe, faultsStore.getSnapshot)
}

/** « 500 », « erreur réseau », « délai 3 000 ms », « réponses perdues ». */
export function describeFault(fault: Fault): string {
  if (fault.kind === 'status') return `statut ${fault.status}`
  if (fault.kind === 'network') return 'erreur réseau'
  if (fault.kind === 'lostAnswer')
    return fault.times === undefined ? 'réponses perdues' : `réponses perdues (${fault.times})`
  return `délai ${new Intl.NumberFormat('fr-FR').format(fault.ms)} ms`
}
