/**
 * Where the embedded backend (mocks/) answers: this path of the page's own origin, and nowhere
 * else. A build whose API switch is live never has its API answered from inside the page.
 */
export const EMBEDDED_API_BASE = '/api'
