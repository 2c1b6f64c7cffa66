import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  type BuiltChunk,
  fetchOrder,
  PLAYER_START_MODULES,
  recordRouteImports,
  START_UP_MODULES,
  startFiles,
  withStartList,
} from '../../build/start-preload.ts'

const root = '/repo'
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({
  fileName,
  isEntry,
  imports,
  moduleIds: moduleIds.map((id) => `${root}/${id}`),
})

/** A build's graph as Rolldown gives it: the entry, the start-up, two routes, a lazy SDK. */
const chunks: BuiltChunk[] = [
  chunk('index.js', ['src/main.tsx'], ['runtime.js'], true),
  chunk('runtime.js', ['\0rolldown/runtime.js']),
  chunk('react.js', ['node_modules/react/index.js', 'node_modules/react-dom/client.js']),
  chunk('start.js', ['src/shared/page/styles.ts', 'src/shared/auth/session.ts'], ['react.js']),
  chunk('boot.js', ['src/app/boot.tsx'], ['react.js', 'start.js', 'step-up.js']),
  chunk('step-up.js', ['src/shared/api/step-up.ts']),
  chunk('routing.js', ['src/app/routing.ts', 'src/app/router.tsx'], ['start.js', 'shell.js']),
  chunk('shell.js', ['src/app/shell/Layout.tsx'], ['react.js']),
  chunk('home.js', ['src/app/routes/home.tsx'], ['start.js', 'icons.js']),
  chunk('icons.js', ['src/shared/icons/selling-points.tsx']),
  chunk('loyalty.js', ['src/app/routes/public-loyalty.ts'], ['xstate.js']),
  chunk('xstate.js', ['node_modules/xstate/dist/index.js']),
  chunk('firebase.js', ['src/shared/auth/firebase-adapter.ts'], ['firebase-sdk.js']),
  chunk('firebase-sdk.js', ['node_modules/firebase/auth.js']),
  chunk('actor.js', ['src/shared/auth/auth-actor.ts'], ['xstate.js']),
]

describe("a page's start in one wave (build/start-preload.ts)", () => {
  it("names the entry, the start-up and the page's route, with everything they import", () => {
    const files = startFiles(chunks, root, [...START_UP_MODULES, 'src/app/routes/home'])
    expect(files.sort()).toEqual(
      [
        'index.js',
        'runtime.js',
        'boot.js',
        'react.js',
        'start.js',
        'step-up.js',
        'routing.js',
        'shell.js',
        'home.js',
        'icons.js',
      ].sort(),
    )
  })

  it('adds nothing another page needs: neither its route nor a lazy SDK', () => {
    const files = startFiles(chunks, root, [...START_UP_MODULES, 'src/app/routes/public-loyalty'])
    expect(files).toContain('loyalty.js')
    expect(files).toContain('xstate.js')
    expect(files).not.toContain('home.js')
    expect(files).not.toContain('firebase.js')
    expect(files).not.toContain('actor.js')
  })

  it("a player's frame also restores the stored session at once", () => {
    const files = startFiles(chunks, root, [...START_UP_MODULES, ...PLAYER_START_MODULES])
    expect(files).toEqual(expect.arrayContaining(['firebase.js', 'firebase-sdk.js', 'actor.js']))
  })

  it('names the facade an import() loads when the module is in a grouped chunk', () => {
    const grouped: BuiltChunk[] = [
      chunk('index.js', ['src/main.tsx'], [], true),
      chunk('app.js', ['src/app/boot.tsx', 'src/app/routing.ts'], ['react.js']),
      { ...chunk('boot.js', [], ['app.js']), facadeModuleId: `${root}/src/app/boot.tsx` },
      chunk('react.js', ['node_modules/react/index.js']),
    ]
    expect(startFiles(grouped, root, ['src/app/boot', 'src/app/routing']).sort()).toEqual(
      ['app.js', 'boot.js', 'index.js', 'react.js'].sort(),
    )
  })

  it('stops the build when a module of the start is in no chunk, or an import is missing', () => {
    expect(() => startFiles(chunks, root, ['src/app/routes/ranking'])).toThrow(
      /src\/app\/routes\/ranking n'est dans aucun chunk/,
    )
    const broken = chunks.filter((c) => c.fileName !== 'icons.js')
    expect(() => startFiles(broken, root, ['src/app/routes/home'])).toThrow(/icons\.js/)
  })

  it('lists, as data and not as links, each file the HTML does not name yet', () => {
    const html = [
      '<html><head>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/runtime.js">',
      '</head><body></body></html>',
    ].join('\n')
    const out = withStartList(html, [
      'assets/index.js',
      'assets/runtime.js',
      'assets/boot.js',
      'assets/home.js',
    ])
    expect(out.match(/rel="modulepreload"/g)).toHaveLength(1)
    expect(out).toContain(
      '<meta name="app-start" content="/assets/boot.js /assets/home.js" />\n  </head>',
    )
    expect(withStartList(html, ['assets/index.js'])).toBe(html)
    expect(() => withStartList('<html></html>', ['assets/boot.js'])).toThrow(/<\/head>/)
  })

  it('names the largest files first, as many as leave the others two rounds of six', () => {
    const size: Record<string, number> = { big: 60, mid: 30, a: 1, b: 2, c: 3, d: 4, e: 5 }
    const sizeOf = (file: string) => size[file] ?? 0
    // Seven files: five first by size, the other two in the list's order.
    expect(fetchOrder(['a', 'b', 'c', 'mid', 'd', 'big', 'e'], sizeOf)).toEqual([
      'big',
      'mid',
      'e',
      'd',
      'c',
      'a',
      'b',
    ])
    // Twelve or more: the list's order (its small files need every connection).
    const long = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'big']
    expect(fetchOrder(long, sizeOf)).toEqual(long)
    const html = '<html><head></head><body></body></html>'
    expect(
      withStartList(html, ['assets/a', 'assets/big'], '/', (f) => sizeOf(f.slice(7))),
    ).toContain('content="/assets/big /assets/a"')
  })

  it("records each route module the server build's route table loads", () => {
    const code = 'route(paths.cgu, () => import(\'./routes/cgu\'), () => import("./routes/result"))'
    expect(recordRouteImports(code)).toBe(
      'route(paths.cgu, () => (globalThis.__prerenderRouteModules?.add("src/app/routes/cgu"), ' +
        "import('./routes/cgu')), () => (globalThis.__prerenderRouteModules?.add(" +
        '"src/app/routes/result"), import("./routes/result")))',
    )
  })

  it('knows the modules the start loads on demand (src/main.tsx, src/app/boot.tsx)', () => {
    const main = readFileSync('src/main.tsx', 'utf8')
    const boot = readFileSync('src/app/boot.tsx', 'utf8')
    const loaded = [
      ...[...main.matchAll(/import\('\.\/([^']+)'\)/g)].map((m) => `src/${m[1]}`),
      ...[...boot.matchAll(/import\('(?:@\/|\.\/)([^']+)'\)/g)].map((m) =>
        m[0].includes("'@/") ? `src/${m[1]}` : `src/app/${m[1]}`,
      ),
    ]
    for (const module of [...START_UP_MODULES, ...PLAYER_START_MODULES])
      expect(loaded).toContain(module)
    // The route table loads every route module as `import('./routes/x')`: each is recorded.
    const table = readFileSync('src/app/routes.ts', 'utf8')
    const routes = table.match(/import\('\.\/routes\/[^']+'\)/g) ?? []
    expect(routes.length).toBeGreaterThan(10)
    expect(recordRouteImports(table).match(/__prerenderRouteModules/g)).toHaveLength(routes.length)
  })
})
