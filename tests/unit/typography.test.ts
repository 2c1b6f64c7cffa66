import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * French typography in every text a player is shown: the strings and JSX text of src/, machines/
 * and contract/ (tests left out). The rules:
 * - a no-break space (U+00A0) before « ! ? : ; » and between a number and « % », never a plain
 *   space (which lets the mark fall alone at the start of a line);
 * - « e-mail » (« adresse e-mail »), never « email » or « mail » alone;
 * - one apostrophe: the straight one (') that most of the text uses, never the curly one.
 */

const ROOT = join(import.meta.dirname, '..', '..')
const FOLDERS = ['src', 'machines', 'contract']

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [path] : []
  })
}

interface Text {
  where: string
  text: string
}

/** The texts of a file that read as French prose: JSX text, and literals with a letter and a space. */
function textsOf(path: string): Text[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const texts: Text[] = []
  const add = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart())
    texts.push({ where: `${relative(ROOT, path)}:${line + 1}`, text })
  }
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return
    // css({ ... }) and friends: style values, not text.
    if (
      ts.isCallExpression(node) &&
      /^(css|cva|sva|defineSlotRecipe|defineRecipe)$/.test(node.expression.getText(source))
    )
      return
    if (ts.isJsxText(node)) {
      if (node.text.trim()) add(node, node.text.replace(/[ \t\r\n]+/g, ' '))
    } else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const text = node.text
      if (/\p{L}/u.test(text) && / /.test(text) && !/^[a-z-]+(\s[a-z-]+)*$/.test(text))
        add(node, text)
    }
    // JSX text beside an expression: « Solde : {points} » is checked on « Solde : ».
    ts.forEachChild(node, visit)
  }
  visit(source)
  return texts
}

/**
 * Not shown to players: the API's descriptions for developers (English), the pre-rendering
 * script's build messages, a developer's error, the theme's CSS values, and a log line.
 */
const NOT_SHOWN = [
  /^contract\/[a-z-]+\.contract\.ts:/,
  /^src\/app\/prerender\.tsx:/,
  /^machines\/supplied\.ts:/,
  /^src\/theme\//,
]
const LOGS = new Set(['checkout refused: email not verified'])

const texts = FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)))
  .flatMap(textsOf)
  .filter(({ where, text }) => !NOT_SHOWN.some((file) => file.test(where)) && !LOGS.has(text))

function offending(rule: RegExp): string[] {
  return texts.filter(({ text }) => rule.test(text)).map(({ where, text }) => `${where}: ${text}`)
}

describe('French typography in the texts players see', () => {
  it('finds the texts (the scan reads the sources)', () => {
    expect(texts.length).toBeGreaterThan(300)
    expect(texts.some(({ text }) => text.includes('Outils de test'))).toBe(true)
  })

  it('puts a no-break space, never a plain one, before ! ? : ; and %', () => {
    expect(offending(/[ \t](?:[!?:;]|%)(?=\s|$|[^\w/=.-])|\d%|^[!?:;%](?=\s|$)/)).toEqual([])
  })

  it('says « e-mail », never « email » or « mail » alone', () => {
    expect(offending(/(?<![-\w@.])e?mails?\b(?![-@.\w])/i)).toEqual([])
  })

  it('uses one apostrophe, the straight one', () => {
    expect(offending(/\p{L}\u2019\p{L}/u)).toEqual([])
  })
})
