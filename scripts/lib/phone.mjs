// The phone the measuring scripts play a player on (`npm run first-tap`, the interactions of
// `npm run lighthouse`): Lighthouse's mobile profile as DevTools applies it, 390 px wide, touch,
// CPU ×4 (Emulation.setCPUThrottlingRate) and « Slow 4G » (Network.emulateNetworkConditions:
// 562.5 ms per request, 1.47 Mbit/s down, 675 kbit/s up), in Debian's Chromium through Playwright.
import { chromium } from '@playwright/test'
import { throttling, userAgents } from 'lighthouse/core/config/constants.js'

const slow4G = throttling.mobileSlow4G

/** A Playwright browser context's options for the phone. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: userAgents.mobile,
  locale: 'fr-FR',
}
export const NETWORK = {
  offline: false,
  latency: slow4G.requestLatencyMs,
  downloadThroughput: (slow4G.downloadThroughputKbps * 1024) / 8,
  uploadThroughput: (slow4G.uploadThroughputKbps * 1024) / 8,
}
export const CPU_RATE = slow4G.cpuSlowdownMultiplier

/** One line saying what the phone is. */
export const phoneSummary = () =>
  `${PHONE.viewport.width} px, CPU ×${CPU_RATE}, ${NETWORK.latency} ms per request, ` +
  `${Math.round(slow4G.downloadThroughputKbps)} kbit/s down`

/** Slows `page` of `context` down to the phone's CPU and link (from its next request on). */
export async function throttle(context, page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', NETWORK)
  return cdp
}

/** Debian's Chromium (CHROME_PATH overrides it), reaching 127.0.0.1 only. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Localhost only: any other host name fails to resolve.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  })
}
