import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable, unavailableReason } from './unavailable'

const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code })
/** As drizzle wraps the driver's error: the query in the message, the driver's error as cause. */
const wrapped = (cause: unknown) =>
  Object.assign(new Error('Failed query: select 1\nparams: joueur@portail.test'), { cause })

describe('a database out of reach, told from other failures', () => {
  it.each([
    ['connection refused', coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['connection reset', coded('ECONNRESET')],
    ['admin shutdown (pg_ctl -m fast)', coded('57P01', 'terminating connection')],
    ['crash shutdown', coded('57P02')],
    ['starting or shutting down', coded('57P03', 'the database system is shutting down')],
    ['a connection exception (class 08)', coded('08006')],
    ['the statement timeout', coded('57014', 'canceling statement due to statement timeout')],
    ['too many connections', coded('53300')],
    ['a connection ended by the server', new Error('Connection terminated unexpectedly')],
    ['the connect timeout', new Error('Connection terminated due to connection timeout')],
    ['wrapped by drizzle', wrapped(coded('57P01'))],
    ['every address refused', new AggregateError([coded('ECONNREFUSED')])],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([
    ['a unique violation', wrapped(coded('23505', 'duplicate key value'))],
    ['a bug', new TypeError('x is undefined')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', null],
  ])('not %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })

  it("logs the driver's code and message, never the query's values", () => {
    const reason = unavailableReason(wrapped(coded('57P01', 'terminating connection')))
    expect(reason).toBe('57P01 terminating connection')
    expect(reason).not.toContain('joueur')
  })
})
