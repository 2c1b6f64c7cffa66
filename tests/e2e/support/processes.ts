import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Child processes of the end-to-end stacks (emulators, servers, builds), each in its own group. */

export function start(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): ChildProcess {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that stop() ends npx and everything it started.
    detached: true,
  })
  let log = ''
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  Object.defineProperty(child, 'log', { get: () => log })
  return child
}

export async function run(command: string, args: string[], env: Record<string, string>) {
  const child = start(command, args, env)
  const [code] = (await once(child, 'exit')) as [number | null]
  if (code !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${(child as { log?: string }).log}`)
  }
}

export async function waitFor(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`exited before ${url} answered:\n${(child as { log?: string }).log}`)
    }
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/** Ends the child's whole process group: SIGTERM, then SIGKILL if it lingers. */
export async function stop(child: ChildProcess) {
  const group = child.pid
  if (group === undefined) return
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-group, name)
      return true
    } catch {
      return false // the group is gone
    }
  }
  if (!signal('SIGTERM')) return
  for (let i = 0; i < 50; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    if (!signal(0 as unknown as NodeJS.Signals)) return
  }
  signal('SIGKILL')
}

/**
 * A test build of the portal into `outDir` (mode `test`: the embedded backend, a local http API
 * and the Auth Emulator are allowed, see src/shared/config/build-rules.ts), with these settings.
 * Built once per Playwright run (E2E_RUN_ID, set by playwright.config.ts) for the same settings:
 * the specs sharing a stack share its build.
 */
export async function buildPortal(outDir: string, env: Record<string, string>) {
  const marker = join(outDir, '.e2e-build')
  const stamp = `${process.env.E2E_RUN_ID ?? ''}\n${JSON.stringify(env)}`
  if (process.env.E2E_RUN_ID && existsSync(marker) && readFileSync(marker, 'utf8') === stamp) return
  await run(
    'npx',
    ['vite', 'build', '--mode', 'test', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    env,
  )
  writeFileSync(marker, stamp)
}
