import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { option, prerenderedPages } from '../../scripts/lib/live-preview.mjs'

describe('the measuring scripts’ live preview', () => {
  let dir = ''
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('finds the public pages written at build time, the landing page first, and only those', () => {
    dir = mkdtempSync(join(tmpdir(), 'prerendered-'))
    const page = (folder: string, html: string) => {
      mkdirSync(join(dir, folder), { recursive: true })
      writeFileSync(join(dir, folder, 'index.html'), html)
    }
    page('', '<div id="root" data-prerendered="home"></div>')
    page('ranking', '<div id="root" data-prerendered="ranking"></div>')
    page('auth/login', '<div id="root" data-prerendered="login"></div>')
    page('me/profile', '<div id="root"></div>')
    page('me/fidelity', '<div id="root" data-prerendered="fidelity" data-player-page></div>')
    writeFileSync(join(dir, 'cgu.html'), '<div id="root" data-prerendered="cgu"></div>')
    expect(prerenderedPages(dir)).toEqual(['/', '/auth/login', '/ranking'])
  })

  it('reads --name=value options, or the fallback', () => {
    const argv = ['node', 'script', '--pages=/,/cgu', '--runs=5']
    expect(option('pages', 'all', argv)).toBe('/,/cgu')
    expect(option('runs', '3', argv)).toBe('5')
    expect(option('forms', 'mobile', argv)).toBe('mobile')
  })
})
