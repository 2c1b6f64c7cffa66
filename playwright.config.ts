import { defineConfig, devices } from '@playwright/test'

const CI = !!process.env.CI
// One id per run, inherited by the workers: the stacks build the portal once a run (support/processes.ts).
process.env.E2E_RUN_ID ??= String(Date.now())
// E2E_PORT lets two checkouts on one machine run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://127.0.0.1:${PORT}`
// The pre-rendered pages need a build: CI's server is one; locally a second server builds one.
const BUILT_PORT = CI ? PORT : PORT + 1
const builtURL = `http://127.0.0.1:${BUILT_PORT}`

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    // Debian's Chromium: Playwright cannot download its own browser here.
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-gpu',
    ],
  },
}

export default defineConfig({
  testDir: 'tests/e2e',
  // Not test-results/ itself: Playwright empties its outputDir at start, and
  // test-results/ also holds the Vitest report read by scripts/test-all.mjs.
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  forbidOnly: CI,
  retries: 0,
  workers: CI ? 1 : 2,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: [/prerender\.spec\.ts$/, /\/live\//] },
    {
      name: 'prerendered',
      use: { ...chromium, baseURL: builtURL },
      testMatch: /prerender\.spec\.ts$/,
    },
    {
      // The live build against the API server, the Auth Emulator and a Stripe stand-in, started
      // by the spec itself (tests/e2e/support/live-stack.ts).
      name: 'live',
      use: chromium,
      testMatch: /\/live\/.*\.spec\.ts$/,
    },
  ],
  webServer: [
    {
      // CI tests the production bundle; locally the dev server always serves the current tree,
      // so that a server left running by an earlier run is never stale.
      command: CI
        ? `npx vite build --mode test && npx vite preview --port ${PORT} --strictPort --host 127.0.0.1`
        : `npx vite --mode test --port ${PORT} --strictPort --host 127.0.0.1`,
      url: baseURL,
      reuseExistingServer: !CI,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    ...(CI
      ? []
      : [
          {
            // Built afresh for each run (dist-e2e/, ignored by git).
            command: `npx vite build --mode test --outDir dist-e2e --emptyOutDir --logLevel warn && npx vite preview --outDir dist-e2e --port ${BUILT_PORT} --strictPort --host 127.0.0.1`,
            url: builtURL,
            reuseExistingServer: false,
            timeout: 180_000,
            stdout: 'pipe' as const,
            stderr: 'pipe' as const,
          },
        ]),
  ],
})
