import type { BackendUnderTest } from './backend-types'
import { embedded } from './backend-embedded'
import { serverBackend } from './backend-server'

export type { BackendUnderTest, DemoUid, NewPlayer, RunningBackend } from './backend-types'
export { serverBackend }

/** Every backend the suite runs against. */
export const BACKENDS: readonly BackendUnderTest[] = [embedded, serverBackend('server')]
