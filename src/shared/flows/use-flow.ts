import { useActorRef } from '@xstate/react'
import type { ActorOptions, AnyStateMachine } from 'xstate'
import { flowInspector } from './flow-inspection'

/** `useActorRef` for a page's flow, registered among the running flows (dev panel, visualiser). */
export function useFlow<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options?: ActorOptions<TMachine>,
) {
  return useActorRef(machine, { ...options, ...flowInspector } as ActorOptions<TMachine>)
}
