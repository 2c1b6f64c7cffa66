import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import file from '@/shared/icons/logo.svg?raw'
import { InlineSvg } from './InlineSvg'
import { Logo } from './Logo'

const all = (pattern: RegExp, text: string) => [...text.matchAll(pattern)].map((m) => m[1])

describe('Logo and InlineSvg', () => {
  it("draws the logo file's shapes in the page, at the size asked, hidden from screen readers", () => {
    const html = renderToStaticMarkup(<Logo size={40} className="brand" />)
    expect(html).toMatch(/^<svg viewBox="0 0 64 64" width="40" height="40" aria-hidden="true"/)
    expect(html).toContain('class="brand"')
    expect(all(/ d="([^"]+)"/g, html)).toEqual(all(/ d="([^"]+)"/g, file))
    expect(all(/stop-color="([^"]+)"/g, html)).toEqual(all(/stop-color="([^"]+)"/g, file))
    expect(html).not.toContain('<img')
  })

  it('gives each logo on a page gradient ids of its own, which its shapes use', () => {
    const html = renderToStaticMarkup(
      <>
        <Logo size={40} />
        <Logo size={352} />
      </>,
    )
    const [first = '', second = ''] = html.split('</svg>')
    const ids = (svg: string) => all(/ id="([^"]+)"/g, svg)
    const used = (svg: string) => all(/url\(#([^)]+)\)/g, svg)
    expect(ids(first)).toHaveLength(2)
    expect(new Set(used(first))).toEqual(new Set(ids(first)))
    expect(new Set(used(second))).toEqual(new Set(ids(second)))
    expect(ids(second).filter((id) => ids(first).includes(id))).toEqual([])
  })

  it('names an image that says something, for screen readers', () => {
    const html = renderToStaticMarkup(<InlineSvg source={file} size={96} label="Logo AirFlyff" />)
    expect(html).toMatch(
      /^<svg viewBox="0 0 64 64" width="96" height="96" role="img" aria-label="Logo AirFlyff"/,
    )
    expect(html).not.toContain('aria-hidden')
    expect(all(/ d="([^"]+)"/g, html)).toEqual(all(/ d="([^"]+)"/g, file))
  })
})
