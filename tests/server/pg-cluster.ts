import { execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, it } from 'vitest'

/** The folder of initdb and pg_ctl: PATH, else Debian's /usr/lib/postgresql/<version>/bin. */
export function findPostgresBin(): string | null {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir
  }
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a))
  for (const version of versions) {
    const dir = join(root, version, 'bin')
    if (existsSync(join(dir, 'initdb'))) return dir
  }
  return null
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

export interface PostgresCluster {
  url: string
  stop(): void
  /** `pg_ctl -m fast restart`: every connection cut, the server back on the same port. */
  restart(): void
  /** `pg_ctl -m fast stop` (the folder kept), and `start` again on the same port. */
  pause(): void
  resume(): void
}

/**
 * A throwaway PostgreSQL cluster in a temporary folder, on a free port:
 * initdb + pg_ctl, as the postgres user when running as root (PostgreSQL
 * refuses to run as root). stop() stops it and removes the folder. `settings`
 * are more `name=value` server settings (npm run load: pg_stat_statements).
 */
export async function startPostgresCluster(
  bin: string,
  { settings = [] }: { settings?: string[] } = {},
): Promise<PostgresCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'pg-test-'))
  const asRoot = process.getuid?.() === 0
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, tool)
    const full = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args
    execFileSync(command, full, { stdio: 'pipe', timeout: 60_000 })
  }
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString())
    chownSync(dir, uid, gid)
  }
  const data = join(dir, 'data')
  const port = await freePort()
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  const options = [
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    ...settings.map((setting) => `-c ${setting}`),
  ].join(' ')
  const log = join(dir, 'server.log')
  run('pg_ctl', ['-D', data, '-o', options, '-l', log, '-w', 'start'])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () =>
      run('pg_ctl', ['-D', data, '-o', options, '-l', log, '-m', 'fast', '-w', 'restart']),
    pause: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    resume: () => run('pg_ctl', ['-D', data, '-o', options, '-l', log, '-w', 'start']),
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

/**
 * The file's tests on a throwaway PostgreSQL cluster (started once for them), or, where initdb
 * and pg_ctl are missing, one skipped test that says so. `url()` is the cluster's.
 */
export function onPostgresCluster(
  title: string,
  suite: (url: () => string, cluster: () => PostgresCluster) => void,
): void {
  const bin = findPostgresBin()
  if (!bin) {
    describe(title, () => {
      it.skip('needs initdb and pg_ctl (Debian package postgresql; .ci/run installs it)', () => {})
    })
    return
  }
  let cluster: PostgresCluster | null = null
  beforeAll(async () => {
    cluster = await startPostgresCluster(bin)
  }, 120_000)
  afterAll(() => cluster?.stop())
  const started = () => {
    if (!cluster) throw new Error('the PostgreSQL cluster is not started')
    return cluster
  }
  suite(() => started().url, started)
}
