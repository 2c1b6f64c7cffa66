import { describe, expect, it } from 'vitest'
import {
  cpuMsPerRequest,
  loadTable,
  parseSchedstat,
  parseStatTicks,
  statementsPerRequest,
  threadCpuNs,
} from '../../scripts/lib/load-report.mjs'

describe('npm run load: the figures a request', () => {
  it('counts every top-level statement as a round trip, BEGIN and COMMIT too, not the queue’s', () => {
    const rows = [
      { calls: 200, query: 'select "uid" from "profiles" where "profiles"."uid" = $1' },
      { calls: 100, query: 'begin' },
      { calls: 100, query: 'commit' },
      { calls: 30, query: 'WITH defaults as ( SELECT $2 as expire_in ) INSERT INTO pgboss.job' },
      { calls: 100, query: 'SELECT $2 FROM ONLY "pgboss"."queue" x WHERE "name" = $1' },
    ]
    expect(statementsPerRequest(rows, 100)).toEqual({ statements: 5.3, roundTrips: 4 })
    expect(statementsPerRequest([], 0)).toEqual({ statements: 0, roundTrips: 0 })
  })

  it('reads the main thread’s CPU from schedstat, or from stat’s ticks', () => {
    expect(parseSchedstat('34181245 31564642 71\n')).toBe(34_181_245)
    const stat = '4242 (node server) R 1 4242 4242 0 -1 4194560 2096 0 0 0 731 42 0 0 20 0 11 0'
    expect(parseStatTicks(stat)).toBe(773)
    expect(() => parseSchedstat('')).toThrow()
    expect(() => parseStatTicks('4242 (node) R 1')).toThrow()

    const files = new Map([['/proc/7/task/7/stat', stat]])
    const read = (path: string) => {
      const text = files.get(path)
      if (text === undefined) throw new Error(`ENOENT ${path}`)
      return text
    }
    expect(threadCpuNs(7, read)).toBe(7_730_000_000)
    files.set('/proc/7/task/7/schedstat', '2500000000 10 3')
    expect(threadCpuNs(7, read)).toBe(2_500_000_000)
    expect(threadCpuNs(8, read)).toBeNull()
  })

  it('divides the thread’s nanoseconds by the requests answered, in milliseconds', () => {
    expect(cpuMsPerRequest(1_000_000_000, 3_400_000_000, 1000)).toBeCloseTo(2.4)
    expect(cpuMsPerRequest(null, 3_400_000_000, 1000)).toBeNull()
  })

  it('prints the table of docs/performance.md with the two columns a request', () => {
    const http = (rps: number, roundTrips: number, cpuMs: number | null) => ({
      rps,
      p50: 27,
      p99: 81,
      roundTrips,
      cpuMs,
    })
    const table = loadTable({
      routes: [
        {
          label: 'transfer',
          http: { 50: http(402.4, 11, 2.4), 200: { ...http(407, 11.04, 2.251), countedFailed: 3 } },
          bound: { tps: 2378 },
        },
        {
          label: 'profile',
          http: { 50: http(1633, 2, null), 200: http(1551, 2, null) },
          bound: { tps: 24556 },
        },
      ],
      clients: [50, 200],
      duration: 10,
      pool: 10,
    }).split('\n')
    const cells = (line = '') =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim())
    expect(cells(table[0])).toEqual([
      'route (requests of 10 s)',
      '50 clients: req/s',
      'p50',
      'p99',
      '200 clients: req/s',
      'p50',
      'p99',
      'pgbench, 10 conn.: tx/s',
      'share at 50 / 200',
      'round trips a request',
      'Node thread a request',
    ])
    expect(cells(table[2])).toEqual([
      'transfer',
      '402',
      '27 ms',
      '81 ms',
      '407',
      '27 ms',
      '81 ms',
      '2 378',
      '17 % / 17 %',
      '11.0 / 11.0*',
      '2.40 / 2.25* ms',
    ])
    expect(cells(table[3]).slice(-3)).toEqual(['7 % / 6 %', '2.0 / 2.0', '? / ? ms'])
    expect(new Set(table.map((line) => line.length)).size).toBe(1)
  })
})
