#!/usr/bin/env node
// `npm run screenshots`: builds the portal with the embedded backend (mode test), serves it,
// and saves a full-page screenshot of every public page at 390 px and 1280 px wide into
// screenshots/ (ignored by git). `--no-build` reuses the current dist/.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const outDir = join(root, 'screenshots')
const port = 4179
const base = `http://127.0.0.1:${port}`
const bin = (name) => join(root, 'node_modules', '.bin', name)

export const PAGES = [
  ['home', '/'],
  ['cgu', '/cgu'],
  ['download', '/download'],
  ['ranking', '/ranking'],
  ['roadmap', '/roadmap'],
  ['shop-points-success', '/shop-points-success'],
  ['shop-points-failure', '/shop-points-failure'],
  ['shop-transfer-success', '/shop-transfer-success'],
  ['shop-transfer-failure', '/shop-transfer-failure'],
  ['fidelity-claim-success', '/fidelity-claim-success'],
  ['fidelity-claim-failure', '/fidelity-claim-failure'],
  ['not-found', '/page-inexistante'],
]
const WIDTHS = [390, 1280]

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(bin('vite'), ['build', '--mode', 'test', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(1)
}

const server = spawn(
  bin('vite'),
  ['preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
  {
    cwd: root,
    stdio: 'ignore',
  },
)
const stop = () => server.kill()
process.on('exit', stop)

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(base)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`preview server did not start on ${base}`)
}

await waitForServer()
mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'fr-FR' })
    const page = await context.newPage()
    for (const [name, path] of PAGES) {
      await page.goto(base + path)
      await page.locator('main h1').first().waitFor()
      await page.waitForLoadState('networkidle')
      // The ranking fills in after its call.
      if (path === '/ranking') await page.locator('table, main p').first().waitFor()
      const file = join(outDir, `${name}-${width}.png`)
      await page.screenshot({ path: file, fullPage: true })
      console.log(`screenshots/${name}-${width}.png`)
    }
    // The navigation with its folded menu open, and the signed-in avatar menu.
    if (width < 1024) {
      await page.goto(`${base}/`)
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
      await page.screenshot({ path: join(outDir, `nav-open-${width}.png`) })
      console.log(`screenshots/nav-open-${width}.png`)
    }
    await page.goto(`${base}/`)
    await page.waitForFunction(() => 'auth' in (window.__portal ?? {}))
    await page.evaluate(() =>
      window.__portal.auth.signInWithPassword('joueur@portail.test', 'Joueur123'),
    )
    await page.getByRole('button', { name: /Menu du compte/ }).click()
    await page.getByRole('menuitem', { name: 'Déconnexion' }).waitFor()
    await page.screenshot({ path: join(outDir, `signed-in-menu-${width}.png`) })
    console.log(`screenshots/signed-in-menu-${width}.png`)
    await page.keyboard.press('Escape')
    await page.evaluate(() => window.__portal.auth.signOut())
    await context.close()
  }
} finally {
  await browser.close()
  stop()
}
