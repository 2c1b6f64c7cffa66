import { setupServer } from 'msw/node'
import { createHandlers } from './handlers'

export { mockBackend } from './controls'

/** Where the API answers in Vitest. */
export const TEST_API_BASE = 'http://api.test'

/** The same handlers as in the browser, for Vitest; the database starts empty: call resetDb(). */
export const server = setupServer(...createHandlers({ apiBase: TEST_API_BASE }))
