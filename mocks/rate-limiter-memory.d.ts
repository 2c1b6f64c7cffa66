/** The memory limiter alone: the package's index also loads the Node-only stores. */
declare module 'rate-limiter-flexible/lib/RateLimiterMemory' {
  import { RateLimiterMemory } from 'rate-limiter-flexible'
  export default RateLimiterMemory
}
