import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { consoleLeaks, forbiddenModules } from '../../scripts/check-live-build.mjs'

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

  it("finds a console module in a player's chunks, and a console chunk loaded without the guard", () => {
    const root = '/repo'
    const chunk = (fileName: string, facade: string | null, moduleIds: string[], more = {}) => ({
      fileName,
      isEntry: false,
      facadeModuleId: facade && join(root, facade),
      moduleIds: moduleIds.map((id) => join(root, id)),
      imports: [] as string[],
      dynamicImports: [] as string[],
      ...more,
    })
    const pages = chunk('pages.js', 'src/features/admin/pages.tsx', [
      'src/features/admin/pages.tsx',
    ])
    const guarded = [
      chunk('index.js', 'src/app/boot.tsx', ['src/app/boot.tsx'], {
        isEntry: true,
        dynamicImports: ['admin-route.js', 'history.js'],
      }),
      chunk('admin-route.js', 'src/app/routes/admin.tsx', ['src/app/routes/admin.tsx'], {
        imports: ['shared.js'],
        dynamicImports: ['pages.js'],
      }),
      chunk('history.js', 'src/app/routes/history.ts', ['src/app/routes/history.ts'], {
        imports: ['shared.js'],
      }),
      chunk('shared.js', null, ['src/shared/text/format.ts']),
      pages,
    ]
    expect(consoleLeaks(guarded, root)).toEqual([])

    // A player's route that imports a console module (statically, or through a shared chunk).
    const shared = guarded.map((c) =>
      c.fileName === 'shared.js'
        ? { ...c, moduleIds: [...c.moduleIds, join(root, 'src/features/admin/pages.tsx')] }
        : c,
    )
    expect(consoleLeaks(shared, root)).toEqual([
      "src/features/admin/pages.tsx: in shared.js, a player's JavaScript",
    ])
    // A player's route that loads the console's chunk itself.
    const opened = guarded.map((c) =>
      c.fileName === 'history.js' ? { ...c, dynamicImports: ['pages.js'] } : c,
    )
    expect(consoleLeaks(opened, root)).toEqual([
      "src/app/routes/history.ts: loads the console's chunk pages.js without the operator's guard",
    ])
    // A chunk the console's route modules share (no facade) is a door too; not once it holds a
    // player's module beside them.
    const door = chunk('door.js', null, ['src/app/routes/admin-route.tsx'], {
      dynamicImports: ['pages.js'],
    })
    const sharedDoor = [
      ...guarded.map((c) =>
        c.fileName === 'admin-route.js' ? { ...c, imports: ['shared.js', 'door.js'] } : c,
      ),
      door,
    ]
    expect(consoleLeaks(sharedDoor, root)).toEqual([])
    const mixed = sharedDoor.map((c) =>
      c.fileName === 'door.js'
        ? { ...c, moduleIds: [...c.moduleIds, join(root, 'src/shared/text/format.ts')] }
        : c,
    )
    expect(consoleLeaks(mixed, root)).toEqual([
      "door.js: loads the console's chunk pages.js without the operator's guard",
    ])
  })

  it('carries no embedded backend, dev panel, flow registry, inspector or mock page, and no console for players', () => {
    const { status, output } = check()
    expect(output).toContain('[check-live-build] OK')
    expect(output).toMatch(
      /the console in [1-9]\d* chunk\(s\) \(.+\) loaded by its route module only/,
    )
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
