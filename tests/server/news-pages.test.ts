import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { NEWS_PAGE_FILE } from '@contract/rules/news-page'
import { configFromEnv } from '@server/config'
import { newsPagesFrom } from '@server/http/news-pages'

const dirs: string[] = []
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'news-pages-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const PAGES = { found: '<h1>%%NEWS_TITLE%%</h1>', image: '<img>', missing: '<h1>Introuvable</h1>' }

describe("the build's news item page on the API server (SITE_DIST)", () => {
  it('is read once the build wrote it, then kept; none before, and none without SITE_DIST', async () => {
    const dir = folder()
    const pages = newsPagesFrom(dir)
    expect(await pages()).toBeNull()
    writeFileSync(join(dir, NEWS_PAGE_FILE), JSON.stringify(PAGES))
    expect(await pages()).toEqual(PAGES)
    rmSync(join(dir, NEWS_PAGE_FILE))
    expect(await pages()).toEqual(PAGES)
    expect(await newsPagesFrom(undefined)()).toBeNull()
    expect(configFromEnv({ SITE_DIST: dir }).siteDist).toBe(dir)
    expect(configFromEnv({}).siteDist).toBeUndefined()
  })

  it("refuses a file that is not the build's page", async () => {
    const dir = folder()
    writeFileSync(join(dir, NEWS_PAGE_FILE), JSON.stringify({ found: 1 }))
    await expect(newsPagesFrom(dir)()).rejects.toThrow(NEWS_PAGE_FILE)
  })
})
