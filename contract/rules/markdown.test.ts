import { describe, expect, it } from 'vitest'
import { markdownExcerpt, markdownToHtml, slugOf } from './markdown'

describe('markdownToHtml', () => {
  it('writes raw HTML as text: a script never passes', () => {
    const html = markdownToHtml(
      'Avant <script>alert(1)</script> après <img src=x onerror=alert(1)>',
    )
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toMatch(/<script|<img/)
  })

  it('opens http(s) links in a new tab with noopener noreferrer nofollow', () => {
    expect(markdownToHtml('[wiki](https://wiki.airflyff.fr)')).toBe(
      '<p><a href="https://wiki.airflyff.fr" rel="noopener noreferrer nofollow" target="_blank">wiki</a></p>\n',
    )
  })

  it('keeps the portal paths and mailto, refuses javascript:, data: and protocol-relative links', () => {
    expect(markdownToHtml('[cgu](/cgu)')).toContain('href="/cgu"')
    expect(markdownToHtml('[écrire](mailto:staff@airflyff.fr)')).toContain('href="mailto:')
    for (const link of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      '//evil.test',
    ]) {
      const html = markdownToHtml(`[piège](${link})`)
      expect(html, link).not.toContain('<a ')
    }
  })

  it('renders the usual Markdown: headings, emphasis, lists', () => {
    expect(markdownToHtml('## Titre\n\n- **un**\n- deux')).toBe(
      '<h2>Titre</h2>\n<ul>\n<li><strong>un</strong></li>\n<li>deux</li>\n</ul>\n',
    )
  })
})

describe('markdownExcerpt and slugOf', () => {
  it('gives the plain text, cut on a word', () => {
    expect(markdownExcerpt('# Titre\n\nUn **texte** [lien](/cgu).')).toBe('Titre Un texte lien.')
    expect(markdownExcerpt('mot '.repeat(100), 20)).toBe('mot mot mot mot…')
  })

  it('makes an address of lower-case letters, digits and dashes', () => {
    expect(slugOf('Mise à jour 2.1 : les donjons !')).toBe('mise-a-jour-2-1-les-donjons')
    expect(slugOf('!!!')).toBe('actualite')
  })
})
