import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { paths, patterns } from '@/shared/routing/paths'

/** Every page path of paths.ts: the plain ones, and the fixed start of the parameterised ones. */
function pagePaths(): string[] {
  const found: string[] = []
  const walk = (node: unknown) => {
    if (typeof node === 'string') found.push(node)
    else if (typeof node === 'function') found.push(String(node('\u0000')).split('\u0000')[0]!)
    else if (node && typeof node === 'object') Object.values(node).forEach(walk)
  }
  walk(paths)
  walk(Object.values(patterns).map((pattern) => pattern.split(':')[0]))
  return [...new Set(found.map((path) => path.replace(/\/$/, '')).filter(Boolean))]
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The files where pages are spoken of: the app and the end-to-end tests. */
function filesToCheck(): string[] {
  return execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'tests/e2e'],
    {
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter(
      (file) =>
        /\.(ts|tsx|mjs)$/.test(file) && file !== 'src/shared/routing/paths.ts' && existsSync(file),
    )
}

describe('every page path is written once, in src/shared/routing/paths.ts', () => {
  const literal = new RegExp(
    // A quoted page path, alone or followed by a query, a fragment or more path ('/vote',
    // "/me/accounts/3", `/shop-points?x`), or the home page as a link or a navigation.
    `(['"\`])(${pagePaths().map(escape).join('|')})(?=[/?#'"\`$])|(?:to|href)=["']/["']|(?:navigate|goto|assign|toHaveURL)\\(['"\`]/['"\`]`,
    'g',
  )

  it('knows the paths it looks for', () => {
    const known = pagePaths()
    expect(known).toContain('/me/profile')
    expect(known).toContain('/shop-points-success')
    expect(known).toContain('/me/accounts')
    expect(known).toContain('/__mock/checkout')
  })

  it('finds a literal path where one is written', () => {
    expect(`navigate('/vote')`.match(literal)).not.toBeNull()
    expect(`<Link to="/">`.match(literal)).not.toBeNull()
    expect('goto(`/me/accounts/${id}`)'.match(literal)).not.toBeNull()
    expect(`navigate(paths.vote)`.match(literal)).toBeNull()
  })

  it('has no literal page path in src/ or tests/e2e/', () => {
    const offenders = filesToCheck().flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          line.match(literal) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    )
    expect(offenders).toEqual([])
  })
})
