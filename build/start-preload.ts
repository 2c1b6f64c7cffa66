/**
 * A flat start (decisions 065 and 069): each page written at build time lists, in its HTML, every
 * module its start loads before the app takes over the page: the entry, the start-up (src/main.tsx
 * and src/app/boot.tsx import them on demand), the page's route module, each with what it imports
 * statically. Once the page has painted, its script preloads the list in one go: the phone fetches
 * them in one wave, not in a chain of requests that each wait for the one before. Nothing is added
 * that the page did not load already.
 */
import { join } from 'node:path'
import { START_LIST } from '../src/shared/page/start-list.ts'

/** What the preload reads of a chunk of the browser build (Rollup's output chunk). */
export interface BuiltChunk {
  fileName: string
  isEntry: boolean
  imports: string[]
  moduleIds: string[]
  /** The module a chunk stands for: an import() of it loads this file (which may hold no module). */
  facadeModuleId?: string | null
  /** Its code: its size decides its place in the list (`fetchOrder`). */
  code?: string
}

/**
 * Loaded on demand by every page's start, whatever the page: the app (src/main.tsx), the shared
 * styles and the route table with the shell (src/app/boot.tsx).
 */
export const START_UP_MODULES = ['src/app/boot', 'src/shared/page/styles', 'src/app/routing']

/**
 * A player's page's frame (decision 038) is shown to a browser holding a stored session: its
 * start also restores that session at once, with the Firebase SDK and the auth machine.
 */
export const PLAYER_START_MODULES = [
  'src/shared/auth/firebase-adapter',
  'src/shared/auth/auth-actor',
]

const withoutExtension = (id: string) => id.replace(/\.(m?[jt]sx?)$/, '')

/** The chunk that holds `source` (a path from `root`, without its extension), or the build stops. */
export function chunkOf(chunks: BuiltChunk[], root: string, source: string): BuiltChunk {
  const id = join(root, source)
  // A module of a grouped chunk is imported through a facade of its own, when it has one.
  const facade = chunks.find(
    (chunk) => chunk.facadeModuleId && withoutExtension(chunk.facadeModuleId) === id,
  )
  const found =
    facade ?? chunks.find((chunk) => chunk.moduleIds.some((m) => withoutExtension(m) === id))
  if (!found) throw new Error(`préchargement\u00a0: ${source} n'est dans aucun chunk du build`)
  return found
}

/** `from` and every chunk they import statically, transitively, each once, `from` first. */
export function staticClosure(chunks: BuiltChunk[], from: BuiltChunk[]): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const seen = new Set<string>()
  const queue = from.map((chunk) => chunk.fileName)
  while (queue.length > 0) {
    const name = queue.shift() as string
    if (seen.has(name)) continue
    const chunk = byName.get(name)
    if (!chunk) throw new Error(`préchargement\u00a0: ${name} importé mais absent du build`)
    seen.add(name)
    queue.push(...chunk.imports)
  }
  return [...seen]
}

/**
 * The files a page's start loads: the entry, `sources` (the start-up's modules, the page's
 * route modules) and their static imports.
 */
export function startFiles(chunks: BuiltChunk[], root: string, sources: string[]): string[] {
  const entries = chunks.filter((chunk) => chunk.isEntry)
  const loaded = sources.map((source) => chunkOf(chunks, root, source))
  return staticClosure(chunks, [...entries, ...loaded])
}

/** The connections a browser opens to a host over HTTP/1.1, as `vite preview` serves the measure. */
const CONNECTIONS = 6

/**
 * `files` in the order to fetch them (decision 070). A browser fetches six at a time from a host
 * over HTTP/1.1, in the list's order: the largest come first, so that their transfer starts in
 * the first round, as many as leave the others two rounds (twelve files in all). A longer list
 * keeps its order: its big files would hold the connections its many small ones need.
 */
export function fetchOrder(files: string[], sizeOf: (file: string) => number): string[] {
  const first = Math.max(0, 2 * CONNECTIONS - files.length)
  const largest = [...files].sort((a, b) => sizeOf(b) - sizeOf(a)).slice(0, first)
  return [...largest, ...files.filter((file) => !largest.includes(file))]
}

/**
 * `html` with the list of `files` that it does not already name (Vite writes the entry and its
 * static imports), as data: a `<meta name="app-start">` before `</head>`, its content the
 * addresses separated by spaces. Not links: the page's script preloads them once the page has
 * painted (decision 069), so that none of them is fetched before the page's largest paint.
 */
export function withStartList(
  html: string,
  files: string[],
  base = '/',
  sizeOf: (file: string) => number = () => 0,
): string {
  const listed = files.filter((file) => !html.includes(`"${base}${file}"`))
  const hrefs = fetchOrder(listed, sizeOf).map((file) => `${base}${file}`)
  if (hrefs.length === 0) return html
  if (html.split('</head>').length !== 2)
    throw new Error('préchargement\u00a0: </head> introuvable')
  if (hrefs.some((href) => /[\s"<>&]/.test(href)))
    throw new Error(`préchargement\u00a0: adresse invalide dans ${hrefs.join(' ')}`)
  return html.replace(
    '</head>',
    `  <meta name="${START_LIST}" content="${hrefs.join(' ')}" />\n  </head>`,
  )
}

/** The specifier of each route module that routes.ts loads on demand (`./routes/home`). */
const ROUTE_IMPORT = /import\((['"])\.\/(routes\/[^'"]+)\1\)/g

/** Where the server build's route table records the route modules a render loads. */
export const RECORDED_ROUTES = '__prerenderRouteModules'

/**
 * The route table's `import('./routes/x')`, each preceded by a record of `src/app/routes/x` in
 * `globalThis[RECORDED_ROUTES]` when it is a Set: the pre-render learns which route modules
 * each page's render loaded. For the server build of the pre-render only.
 */
export function recordRouteImports(code: string): string {
  return code.replace(
    ROUTE_IMPORT,
    (call, _quote, path: string) =>
      `(globalThis.${RECORDED_ROUTES}?.add(${JSON.stringify(`src/app/${path}`)}), ${call})`,
  )
}
