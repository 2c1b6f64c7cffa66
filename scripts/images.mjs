#!/usr/bin/env node
// `npm run images`: draws, from the logo (src/shared/icons/logo.svg), in Debian's Chromium, the shared
// social image (Open Graph, 1200 × 630, with the site's name: public/images/social.png) and the
// favicons (public/images/favicon-32.png, apple-touch-icon.png). Run it again when the logo or the
// tagline changes, and commit the images.
//
// The favicons are PNG, not the SVG logo: Chromium decodes a page's favicon in the page's own
// main thread, and an SVG one costs it a whole SVG document built and torn down (about 45 ms on
// this machine, on every page load, docs/decisions/020-start-up-in-short-tasks.md).
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const logo = readFileSync(join(root, 'src/shared/icons/logo.svg'), 'utf8')
const html = `<!doctype html><html lang="fr"><body style="margin:0">
<div style="width:1200px;height:630px;display:flex;align-items:center;gap:64px;padding:0 96px;
  box-sizing:border-box;background:radial-gradient(circle at 20% 30%,#3a0a1f 0,#0e0b10 60%);
  color:#f5f0f3;font-family:'DejaVu Sans',sans-serif">
  <div style="width:280px;height:280px;flex-shrink:0">${logo.replace('<svg ', '<svg style="width:100%;height:100%" ')}</div>
  <div>
    <div style="font-size:96px;font-weight:700;letter-spacing:-2px">AirFlyff</div>
    <div style="font-size:40px;color:#ff5fa8;margin-top:16px">Le serveur privé Flyff haut taux</div>
    <div style="font-size:30px;color:#c9bcc4;margin-top:32px">Inscription, AirPoints, votes et récompenses de fidélité</div>
  </div>
</div></body></html>`

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
  await page.setContent(html)
  await page.screenshot({ path: join(root, 'public/images/social.png') })
  console.log('public/images/social.png written (1200 × 630)')
  // The browser tab's icon is transparent; a phone's home screen wants an opaque square.
  for (const [file, size, background] of [
    ['favicon-32.png', 32, 'transparent'],
    ['apple-touch-icon.png', 180, '#0e0b10'],
  ]) {
    const icon = await browser.newPage({ viewport: { width: size, height: size } })
    const padding = background === 'transparent' ? 0 : Math.round(size * 0.1)
    const side = size - 2 * padding
    await icon.setContent(
      `<!doctype html><body style="margin:0;padding:${padding}px;background:${background}">${logo.replace('<svg ', `<svg style="display:block;width:${side}px;height:${side}px" `)}</body>`,
    )
    await icon.screenshot({ path: join(root, 'public/images', file), omitBackground: true })
    console.log(`public/images/${file} written (${size} × ${size})`)
  }
} finally {
  await browser.close()
}
