import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { forbiddenModules } from '../../scripts/check-live-build.mjs'

const check = (...args: string[]) => {
  const result = spawnSync(process.execPath, ['scripts/check-live-build.mjs', ...args], {
    encoding: 'utf8',
  })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

describe('a build whose two switches are live (npm run check:live-build)', () => {
  it('names each forbidden module of a module graph, and passes the others', () => {
    const root = '/repo'
    const ids = [
      join(root, 'src/app/boot.tsx'),
      join(root, 'src/features/dev/flows.ts'),
      `\0${join(root, 'mocks/browser.ts')}?commonjs-proxy`,
      join(root, 'node_modules/@statelyai/inspect/dist/index.mjs'),
      join(root, 'node_modules/react/index.js'),
    ]
    expect(forbiddenModules(ids, root)).toEqual([
      'mocks/browser.ts: the embedded backend',
      'node_modules/@statelyai/inspect/dist/index.mjs: the Stately inspector',
      'src/features/dev/flows.ts: the dev panel, the running-flows registry, the inspector',
    ])
  })

  it('carries no embedded backend, dev panel, flow registry, inspector or mock page', () => {
    const { status, output } = check()
    expect(output).toContain('[check-live-build] OK')
    expect(status, output).toBe(0)
  }, 300_000)

  it('fails on a build that has them (the same check on a mock build)', () => {
    const { status, output } = check('--mode', 'mock')
    expect(status, output).toBe(1)
    expect(output).toContain('src/features/dev/flows.ts: the dev panel, the running-flows registry')
    expect(output).toContain('src/features/dev/inspect.ts')
    expect(output).toMatch(/mocks\/[\w/-]+\.ts: the embedded backend/)
    expect(output).toContain('mockServiceWorker.js: the msw worker file')
  }, 300_000)
})
