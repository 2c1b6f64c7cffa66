import { useSyncExternalStore } from 'react'
import type { AnyActorRef, InspectionEvent } from 'xstate'
import { flows } from './flows'

/** Asked for with `?inspect` in the URL, or `VITE_INSPECT=1` at build time. */
export function inspectionRequested(search = window.location.search): boolean {
  return new URLSearchParams(search).has('inspect') || import.meta.env.VITE_INSPECT === '1'
}

type Status = 'off' | 'loading' | 'ready' | 'open' | 'failed'

let status: Status = 'off'
let open: (() => void) | null = null
const listeners = new Set<() => void>()

function setStatus(next: Status) {
  status = next
  for (const listener of listeners) listener()
}

/**
 * Connects the Stately visualiser (stately.ai, online only) to every running flow: loads
 * `@statelyai/inspect` on demand, feeds it the registry's inspection events, and announces the
 * flows already running. The visualiser's window opens on a click (browsers block popups
 * opened without one).
 */
export async function connectStatelyInspector(): Promise<void> {
  if (status !== 'off') return
  setStatus('loading')
  try {
    const { createBrowserInspector } = await import('@statelyai/inspect')
    const inspector = createBrowserInspector({ autoStart: false })
    flows.addInspector(inspector.inspect)
    for (const flow of flows.list()) {
      const actorRef = flow.actor as AnyActorRef
      inspector.inspect.next?.({
        type: '@xstate.actor',
        actorRef,
        rootId: actorRef.sessionId,
      } as InspectionEvent)
    }
    open = () => {
      inspector.start()
      setStatus('open')
    }
    setStatus('ready')
  } catch {
    setStatus('failed')
  }
}

export function openStatelyInspector() {
  open?.()
}

export function useInspectorStatus(): Status {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    () => status,
  )
}
