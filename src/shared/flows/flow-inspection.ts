import type { InspectionEvent } from 'xstate'

let inspector: ((event: InspectionEvent) => void) | null = null

/**
 * Mock builds: the dev tools' registry of running flows, set by boot() before the first render,
 * receives the inspection events of every flow. A live build has neither the registry nor this
 * hook: its actors carry no inspector and nothing keeps a stopped actor alive.
 */
export function setFlowInspector(next: (event: InspectionEvent) => void): void {
  inspector = next
}

/** Options for `createActor` so that an actor appears among the running flows (mock builds). */
export const flowInspector: { inspect?: (event: InspectionEvent) => void } = __MOCK_BUILD__
  ? { inspect: (event) => inspector?.(event) }
  : {}
