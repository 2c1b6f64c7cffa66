import { useSyncExternalStore } from 'react'
import type { MockBackend } from '@/shared/runtime/mock-backend'

export type Fault = Parameters<MockBackend['faults']['set']>[1]
export type ActiveFault = ReturnType<MockBackend['faults']['list']>[number]

export interface Faults {
  /** The faults of endpoints. */
  active: ActiveFault[]
  /** « Serveur de jeu injoignable »: every call of the embedded game fails. */
  gameUnreachable: boolean
  /** How many faults are on, the game's included (the badges). */
  count: number
}

const NONE: Faults = { active: [], gameUnreachable: false, count: 0 }

function faultsOf(mock: MockBackend): Faults {
  const active = mock.faults.list()
  const gameUnreachable = mock.game.unreachable()
  return { active, gameUnreachable, count: active.length + (gameUnreachable ? 1 : 0) }
}

/**
 * The embedded backend's fault injection, with change notifications: the toggle's badge and
 * the panel read the same faults. Faults are stored by the backend and survive reloads.
 */
function createFaultsStore() {
  const listeners = new Set<() => void>()
  let backend: MockBackend | null = null
  let faults = NONE

  const read = () => {
    faults = backend ? faultsOf(backend) : NONE
    for (const listener of listeners) listener()
  }

  return {
    /** Silent: called while rendering, it must not update other components. */
    connect(mock: MockBackend) {
      if (backend === mock) return
      backend = mock
      faults = faultsOf(mock)
    },
    set(key: string, fault: Fault) {
      backend?.faults.set(key, fault)
      read()
    },
    clear(key: string) {
      backend?.faults.clear(key)
      read()
    },
    /** Clears the game's fault too. */
    clearAll() {
      backend?.faults.clearAll()
      read()
    },
    /** Switched off, the deliveries that waited go out: resolves once they have. */
    async setGameUnreachable(unreachable: boolean) {
      const sent = backend?.game.setUnreachable(unreachable)
      read()
      await sent
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    getSnapshot: () => faults,
  }
}

export const faultsStore = createFaultsStore()

export function useFaults(): Faults {
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
