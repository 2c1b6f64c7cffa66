import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { css } from '../../styled-system/css/index.mjs'
import * as patterns from '../../styled-system/patterns/index.mjs'
import { inlineStaticCss } from '../../build/panda-static-css'

const file = fileURLToPath(new URL('../../src/example.tsx', import.meta.url))
const transform = (code: string) => inlineStaticCss(code, file, css)?.code ?? null
const header = "import { css, cx } from 'styled-system/css'\n"

describe('build-time css(): literal styles become their class names', () => {
  it('writes the class names the runtime would compute, for objects, conditions and negative numbers', () => {
    const styles =
      "{ color: 'fg.muted', px: { base: '4', md: '6' }, _hover: { color: 'red' }, mt: -1 }"
    const out = transform(`${header}export const a = css(${styles})\n`)
    const expected = css({
      color: 'fg.muted',
      px: { base: '4', md: '6' },
      _hover: { color: 'red' },
      mt: -1,
    })
    expect(expected).toContain('c_fg.muted')
    expect(out).toBe(`${header}export const a = ${JSON.stringify(expected)}\n`)
  })

  it('reads arrays and template strings without expressions as literals', () => {
    const out = transform(header + "const r = css({ px: ['2', '4'], w: `10px` })\n")
    expect(out).toContain(JSON.stringify(css({ px: ['2', '4'], w: '10px' })))
    expect(out).not.toContain('css(')
  })

  it('merges several literal arguments as the runtime does', () => {
    const out = transform(`${header}const b = css({ p: '2', color: 'red' }, { p: '4' })\n`)
    expect(out).toContain(JSON.stringify(css({ p: '2', color: 'red' }, { p: '4' })))
    expect(out).not.toContain('css(')
  })

  it('rewrites calls inside JSX, keeps text with accents intact', () => {
    const code = `${header}const t = 'Récompenses'\nexport const C = () => <p className={cx(css({ fontWeight: 'bold' }), 'x')}>é {t}</p>\n`
    const out = transform(code)
    expect(out).toContain(`cx(${JSON.stringify(css({ fontWeight: 'bold' }))}, 'x')`)
    expect(out).toContain("'Récompenses'")
    expect(out).toContain('>é {t}</p>')
  })

  it('leaves calls with variables, conditions, spreads or computed keys to the browser', () => {
    const dynamic = [
      'css({ color: tone })',
      "css({ ...base, p: '2' })",
      "css({ [key]: '2' })",
      "css(active ? { color: 'red' } : {})",
      'css({ w: `${n}px` })',
      'css(...list)',
    ]
    for (const call of dynamic) {
      expect(transform(`${header}const v = ${call}\n`), call).toBeNull()
    }
  })

  it('touches only the css imported from styled-system/css', () => {
    expect(transform("import { css } from './other'\nconst a = css({ p: '2' })\n")).toBeNull()
    const renamed = transform(
      "import { css as style } from 'styled-system/css'\nconst a = style({ p: '2' })\n",
    )
    expect(renamed).toContain(JSON.stringify(css({ p: '2' })))
  })

  it("writes a pattern's literal call (the theme's container) as its class names", () => {
    const withPatterns = (code: string) => inlineStaticCss(code, file, css, patterns)?.code ?? null
    const imports = "import { container as column } from 'styled-system/patterns'\n"
    const out = withPatterns(
      `${imports}export const a = column()\nexport const b = column({ py: '8' })\n`,
    )
    expect(patterns.container()).toContain('max-w_content')
    expect(out).toBe(
      `${imports}export const a = ${JSON.stringify(patterns.container())}\nexport const b = ${JSON.stringify(patterns.container({ py: '8' }))}\n`,
    )
    expect(withPatterns(`${imports}export const v = column({ py: gap })\n`)).toBeNull()
    // Without the patterns handed over, or from another module, a call is left alone.
    expect(transform(`${imports}export const a = column()\n`)).toBeNull()
    expect(withPatterns("import { container } from './other'\nconst a = container()\n")).toBeNull()
  })
})
