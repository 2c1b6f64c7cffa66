import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The sign-in, registration and reset pages hydrate before the auth service runs: their code
 * holds neither XState nor a machine, which load with the service (decision 070). Types only.
 */
const DIR = 'src/features/auth'
const LOADED_WITH_THE_SERVICE = /^(xstate|@xstate\/|@machines\/|@\/shared\/auth\/auth-actor)/

/** The modules a file imports for their values (not `import type`), and what it re-exports. */
function valueImports(code: string): string[] {
  const found: string[] = []
  for (const match of code.matchAll(/^(import|export)\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gm))
    if (!match[2]) found.push(match[3] as string)
  for (const match of code.matchAll(/import\(\s*'([^']+)'\s*\)/g)) found.push(match[1] as string)
  return found
}

describe("the sign-in pages' code (src/features/auth, but not mock/)", () => {
  const files = readdirSync(DIR).filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))

  it('imports neither XState nor a machine for its values', () => {
    expect(files).toContain('LoginPage.tsx')
    for (const name of files) {
      const imports = valueImports(readFileSync(join(DIR, name), 'utf8'))
      expect(
        imports.filter((s) => LOADED_WITH_THE_SERVICE.test(s)),
        name,
      ).toEqual([])
    }
  })

  it('would see one', () => {
    expect(valueImports("import { useSelector } from '@xstate/react'\n")).toEqual(['@xstate/react'])
    expect(valueImports("import type { AuthFailure } from '@machines/auth.machine'\n")).toEqual([])
  })
})
