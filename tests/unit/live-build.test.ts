import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findMarkers } from '../../scripts/check-live-build.mjs'

describe('a build whose two switches are live', () => {
  it('the check finds mock markers in file contents and file names', () => {
    const dir = mkdtempSync(join(tmpdir(), 'live-build-markers-'))
    try {
      mkdirSync(join(dir, 'assets'))
      writeFileSync(join(dir, 'assets', 'index.js'), 'const a = "ok"')
      writeFileSync(join(dir, 'assets', 'seed.js'), 'login("joueur@portail.test")')
      writeFileSync(join(dir, 'mockServiceWorker.js'), '/* worker */')
      expect(findMarkers(dir)).toEqual([
        'assets/seed.js: @portail.test',
        'mockServiceWorker.js: mockServiceWorker',
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('carries no dev panel, no mock handler and no seed data (npm run check:live-build)', () => {
    const result = spawnSync(process.execPath, ['scripts/check-live-build.mjs'], {
      encoding: 'utf8',
    })
    const output = `${result.stdout}\n${result.stderr}`
    expect(output).toContain('[check-live-build] OK')
    expect(result.status, output).toBe(0)
  }, 300_000)
})
