/**
 * The portal's database out of reach (a restart, a failover, a connection cut, a timeout): the
 * call is refused with 503 and Retry-After, never a 500, and its transaction was rolled back by
 * the database (docs/decisions/040-database-outage.md).
 */
export const SERVICE_UNAVAILABLE_MESSAGE =
  'Service momentanément indisponible, réessayez dans un instant.'

/** The Retry-After of that answer, in seconds: a restart or a failover takes a few. */
export const SERVICE_UNAVAILABLE_RETRY_S = 5

/**
 * A service the call needs (the identity service...) did not answer: thrown by its adapter so that
 * the call is refused with 503, never taken for a refusal of the caller (a 401 signs him out).
 */
export class ServiceUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'ServiceUnavailableError'
  }
}

/** Node's socket errors of a server that cannot be reached or that cut the connection. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/**
 * PostgreSQL's SQLSTATE of a server going away or out of room: admin/crash shutdown, cannot
 * connect now (57P01-57P03), the statement timeout (57014), too many connections (53300); the
 * connection exceptions are the class 08.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014', '53300'])

/** node-postgres' own words when a connection ends or cannot be made in time. */
const DRIVER_MESSAGES =
  /Connection terminated|connection timeout|timeout expired|Client has encountered a connection error|Connection ended unexpectedly/i

/**
 * True when `error`, or one of its causes (drizzle wraps the driver's error), says the database
 * (or another service the call needs: ServiceUnavailableError) cannot be reached or answered too
 * late.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let depth = 0, e = error; depth < 5 && typeof e === 'object' && e !== null; depth += 1) {
    if (e instanceof ServiceUnavailableError) return true
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof code === 'string') {
      if (SOCKET_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true
    // An AggregateError (every address of the host refused) carries its errors.
    const errors = (e as { errors?: unknown }).errors
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true
    e = cause
  }
  return false
}

/** The innermost cause's code and message, for the log (never the query nor its values). */
export function unavailableReason(error: unknown): string {
  let e = error
  for (let depth = 0; depth < 5; depth += 1) {
    const cause = (e as { cause?: unknown } | null)?.cause
    if (typeof cause !== 'object' || cause === null) break
    e = cause
  }
  const { code, message } = (e ?? {}) as { code?: unknown; message?: unknown }
  return [code, message].filter((part) => typeof part === 'string' && part).join(' ')
}

/** The 503 answer's body and headers. */
export const serviceUnavailableAnswer = () => ({
  status: 503 as const,
  body: { message: SERVICE_UNAVAILABLE_MESSAGE },
  headers: { 'retry-after': String(SERVICE_UNAVAILABLE_RETRY_S) },
})
