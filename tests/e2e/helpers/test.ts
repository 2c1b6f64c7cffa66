import { test as base, expect, type Page } from '@playwright/test'

export * from '@playwright/test'

/**
 * After a full page load, waits until the app has taken the page over: a pre-rendered page shows
 * its text and buttons before its JavaScript runs, and a click before hydration does nothing.
 * `#root[data-ready]` is set by src/app/boot.tsx once the app has rendered or hydrated.
 */
async function waitForApp(page: Page) {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root')
      return !root || root.hasAttribute('data-ready')
    },
    undefined,
    { timeout: 20_000 },
  )
}

function waitingForTheApp(page: Page) {
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    // 'commit': the caller looks at the page as it arrives, before the app runs.
    if (options?.waitUntil !== 'commit') await waitForApp(page)
    return response
  }
  page.reload = async (...args) => {
    const response = await reload(...args)
    await waitForApp(page)
    return response
  }
}

/**
 * Playwright's `test`, whose pages (every page of the context) wait for the app after a load
 * (unless JavaScript is off: the page is then only its HTML).
 */
export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) context.on('page', waitingForTheApp)
    // An uncaught error in any page (a hydration mismatch, a rejected promise) fails the test.
    const errors: string[] = []
    context.on('page', (page) =>
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`)),
    )
    await use(context)
    expect(errors, 'uncaught errors in the pages').toEqual([])
  },
})
