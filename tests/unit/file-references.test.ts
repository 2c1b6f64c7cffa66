import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Every file a doc or a comment names exists: a path from a top folder of the repository
 * (`backend/…`, `docs/decisions/…`) with its extension, in the Markdown of docs/ and README.md and
 * in the comments of the sources, and every relative Markdown link. A folder, a glob or a
 * placeholder (`NNN-*.md`) names no file and is not checked. When a file moves, its references
 * move with it (docs/decisions/049-words-and-comments.md).
 */

const ROOT = join(__dirname, '..', '..')
const TOP = 'build|backend|contract|docs|machines|mocks|public|scripts|server|src|tests'
const EXT = 'cjs|css|html|js|json|md|mjs|png|sql|svg|ts|tsx|txt|webp|ya?ml'
/** A repository path: a top folder, segments, a file with its extension; not inside a URL. */
const REPO_PATH = new RegExp(
  `(?<![\\w./@~-])(?:${TOP})/[\\w./[\\]-]*?\\.(?:${EXT})(?![\\w/-])`,
  'g',
)
/** A Markdown link or image target that is neither absolute nor an anchor. */
const MD_LINK = /\]\((?!https?:|mailto:|#|\/)([^)\s]+?)(?:#[^)\s]*)?\)/g
/** A line that starts as a comment (or goes on with one: ` * …`). */
const COMMENT_LINE = /^\s*(\*|\/\/|\/\*)/
/**
 * A decision record describes the code of its date: the files it names may have moved since
 * (docs/decisions/README.md); only its links are checked.
 */
const RECORD = /^docs\/decisions\/\d{3}-/
/** A citation of a numbered section of the product's outside specification. */
const OUTSIDE_SECTION = /\bspec(?:ification)?(?:'s)? sections? \d/i
const SOURCE_DIRS = [
  'backend',
  'contract',
  'machines',
  'mocks',
  'scripts',
  'server',
  'src',
  'tests',
]

/** The files under a folder of the repository whose name passes `keep`, as repository paths. */
const filesUnder = (dir: string, keep: RegExp) =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => keep.test(name) && !name.includes('node_modules'))
    .map((name) => `${dir}/${name.split('\\').join('/')}`)

/** The paths named in a text. */
export const pathsIn = (text: string) => [...text.matchAll(REPO_PATH)].map((m) => m[0])

/** The relative Markdown links of a doc, as paths from the repository's root. */
export const linksIn = (text: string, doc: string) =>
  [...text.matchAll(MD_LINK)].map((m) => relative(ROOT, join(ROOT, dirname(doc), m[1] ?? '')))

/** The comments of a source file; JSX text that looks like a comment is none. */
export function commentsOf(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kindOf(file))
  const ranges = new Map<number, number>()
  const jsxTexts: ts.Node[] = []
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) jsxTexts.push(node)
    for (const range of [
      ...(ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []),
      ...(ts.getTrailingCommentRanges(text, node.getEnd()) ?? []),
    ])
      ranges.set(range.pos, range.end)
    node.forEachChild(visit)
  }
  visit(source)
  return [...ranges]
    .filter(([pos]) => !jsxTexts.some((node) => node.pos <= pos && pos < node.end))
    .sort(([a], [b]) => a - b)
    .map(([pos, end]) => text.slice(pos, end))
}

/**
 * The paths a source file's comments name. Lines that start as comments are read as they are;
 * a file with any other line naming a path is parsed, so that strings and JSX text are left out.
 */
export function commentedPaths(file: string, text: string): string[] {
  const naming = text.split('\n').filter((line) => pathsIn(line).length > 0)
  if (naming.every((line) => COMMENT_LINE.test(line))) return naming.flatMap(pathsIn)
  return commentsOf(file, text).flatMap(pathsIn)
}

const kindOf = (file: string) =>
  file.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : /\.[cm]?js$/.test(file)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS

const texts = new Map<string, string>()
/** A repository file's text, read once for every test of this file. */
const read = (file: string) => {
  if (!texts.has(file)) texts.set(file, readFileSync(join(ROOT, file), 'utf8'))
  return texts.get(file) ?? ''
}

/** Scanning some 600 files: a bound for a machine under load, not a measure of speed. */
const SCAN_TIMEOUT_MS = 30_000

/** `where: path` for each named path that is not in the repository. */
export function missing(references: { where: string; path: string }[]): string[] {
  return references
    .filter(({ path }) => !existsSync(join(ROOT, path)))
    .map(({ where, path }) => `${where}: ${path}`)
}

describe('file references in docs and comments', () => {
  it('finds paths and links, and reports the ones missing', () => {
    const text = 'See backend/nope.ts, docs/decisions/NNN-*.md, https://x.test/src/a.ts, src/app/.'
    expect(pathsIn(text)).toEqual(['backend/nope.ts'])
    expect(
      linksIn('[a](../decisions/001-stack.md#why) [b](#top) [c](https://x.test)', 'docs/x/a.md'),
    ).toEqual(['docs/decisions/001-stack.md'])
    expect(commentsOf('a.tsx', 'const a = <p>// not a comment</p> /* b */\n// c')).toEqual([
      '/* b */',
      '// c',
    ])
    expect(commentedPaths('a.ts', "// see src/a.ts\nconst b = 'src/b.ts' // src/c.ts")).toEqual([
      'src/a.ts',
      'src/c.ts',
    ])
    expect(missing([{ where: 'a.md', path: 'backend/nope.ts' }])).toEqual(['a.md: backend/nope.ts'])
    expect(missing([{ where: 'a.md', path: 'docs/glossary.md' }])).toEqual([])
  })

  it(
    'every file named in docs/, README.md and the comments of the sources exists',
    () => {
      const references: { where: string; path: string }[] = []
      const docs = [...filesUnder('docs', /\.md$/), 'README.md']
      for (const doc of docs) {
        const text = read(doc)
        const prose = RECORD.test(doc) ? '' : text.replace(MD_LINK, '')
        for (const path of [...pathsIn(prose), ...linksIn(text, doc)])
          references.push({ where: doc, path })
      }
      const sources = SOURCE_DIRS.flatMap((dir) => filesUnder(dir, /\.(ts|tsx|mjs|js|cjs)$/))
      expect(sources.length).toBeGreaterThan(300)
      for (const file of sources) {
        const text = read(file)
        for (const path of commentedPaths(file, text)) references.push({ where: file, path })
      }
      expect(references.length).toBeGreaterThan(300)
      expect(missing(references)).toEqual([])
    },
    SCAN_TIMEOUT_MS,
  )

  it(
    'cites no section of a document outside the repository (« spec section N »)',
    () => {
      const files = [
        ...filesUnder('docs', /\.md$/).filter((doc) => !RECORD.test(doc)),
        'README.md',
        ...SOURCE_DIRS.flatMap((dir) => filesUnder(dir, /\.(ts|tsx|mjs|js|cjs)$/)),
      ]
      const citing = files.filter((file) => OUTSIDE_SECTION.test(read(file)))
      expect(citing).toEqual([])
    },
    SCAN_TIMEOUT_MS,
  )
})
