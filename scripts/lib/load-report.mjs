// The per-request figures and the table of `npm run load` (docs/performance.md « The API at a
// game's size »): round trips from pg_stat_statements' rows, the Node thread's CPU from Linux's
// accounting of the server's main thread, so that the figures compare across machines.
import { readFileSync } from 'node:fs'

/**
 * The queue's statements (pg-boss' schema): its jobs' inserts, sent in batches after the answer,
 * and their foreign-key check at commit. Not a wait of any request.
 */
const QUEUE = /\bpgboss\b/i

/**
 * Per request, from pg_stat_statements' rows (top-level statements, each one call per round
 * trip, BEGIN and COMMIT included) over the requests answered: every statement, and the round
 * trips, the same less the queue's.
 */
export function statementsPerRequest(rows, requests) {
  const per = (list) => list.reduce((sum, row) => sum + row.calls, 0) / Math.max(1, requests)
  return { statements: per(rows), roundTrips: per(rows.filter((row) => !QUEUE.test(row.query))) }
}

/** Nanoseconds a thread ran on a CPU: the first field of /proc/<pid>/task/<tid>/schedstat. */
export function parseSchedstat(text) {
  const first = text.trim().split(/\s+/)[0]
  if (!/^\d+$/.test(first)) throw new Error(`not a schedstat line: ${text}`)
  return Number(first)
}

/** Clock ticks a thread ran (user + system): fields 14 and 15 of /proc/<pid>/task/<tid>/stat. */
export function parseStatTicks(text) {
  // The command name, in parentheses, may hold spaces: count the fields after it.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
  if (!/^\d+$/.test(fields[11] ?? '') || !/^\d+$/.test(fields[12] ?? ''))
    throw new Error(`not a stat line: ${text}`)
  return Number(fields[11]) + Number(fields[12])
}

/**
 * The CPU nanoseconds the main thread of process `pid` (the Node thread: its id is the
 * process's) has run so far, read from outside, at no cost to it: schedstat, or stat's ticks
 * (100 a second on Linux) where the kernel has no schedstat. null where there is no /proc.
 */
export function threadCpuNs(pid, read = (path) => readFileSync(path, 'utf8')) {
  const task = `/proc/${pid}/task/${pid}`
  try {
    return parseSchedstat(read(`${task}/schedstat`))
  } catch {
    try {
      return parseStatTicks(read(`${task}/stat`)) * 10_000_000
    } catch {
      return null
    }
  }
}

/** The Node thread's milliseconds a request between two readings; null if either is unknown. */
export function cpuMsPerRequest(before, after, requests) {
  if (before === null || after === null) return null
  return (after - before) / 1e6 / Math.max(1, requests)
}

const thousands = (n) => Math.round(n).toLocaleString('fr-FR').replace(/\s/g, ' ')
const both = (values, format) => values.map(format).join(' / ')
const mark = (figures) => (figures.countedFailed > 0 ? '*' : '')

/**
 * The table of docs/performance.md, its columns aligned as Prettier writes them. `routes`: each
 * with its `label`, `http[clients]` = { rps, p50, p99, roundTrips, cpuMs, countedFailed } and
 * `bound` = { tps }, pgbench's transactions a second on `pool` connections; `duration`: the
 * seconds of each run. A figure a request whose counting pass had failures is marked `*`.
 */
export function loadTable({ routes, clients, duration, pool }) {
  const header = [
    `route (requests of ${duration} s)`,
    ...clients.flatMap((c) => [`${c} clients: req/s`, 'p50', 'p99']),
    `pgbench, ${pool} conn.: tx/s`,
    `share at ${clients.join(' / ')}`,
    'round trips a request',
    'Node thread a request',
  ]
  const rows = routes.map(({ label, http, bound }) => {
    const at = clients.map((c) => http[c])
    return [
      label,
      ...at.flatMap((h) => [thousands(h.rps), `${h.p50} ms`, `${h.p99} ms`]),
      thousands(bound.tps),
      both(at, (h) => `${Math.round((100 * h.rps) / bound.tps)} %`),
      both(at, (h) => `${h.roundTrips.toFixed(1)}${mark(h)}`),
      `${both(at, (h) => `${h.cpuMs === null ? '?' : h.cpuMs.toFixed(2)}${mark(h)}`)} ms`,
    ]
  })
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i].length)),
  )
  const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}
