import { test as base, expect as baseExpect, type Page } from '@playwright/test'

export * from '@playwright/test'

/**
 * Playwright's `expect`, with room for the app's start: the first assertion after a load also
 * waits for the app (the locator handler below), which a busy machine takes seconds to start.
 */
export const expect = baseExpect.configure({ timeout: 15_000 })

/** Set on `<html>` by an init script when the document's `load` event fires. */
const LOADED = 'data-e2e-loaded'

/**
 * A pre-rendered page shows its text and buttons before its JavaScript runs, and a click before
 * hydration does nothing. `#root[data-ready]` is set by src/app/boot.tsx once the app has
 * rendered or hydrated the page. Between the document's `load` and that mark, the page is not
 * the app yet: this locator matches then, and only then.
 */
const appNotReady = (page: Page) => page.locator(`html[${LOADED}]:has(#root:not([data-ready]))`)

/**
 * Before any action or auto-waiting assertion on a loaded page the app has not taken over yet,
 * Playwright runs this handler (`addLocatorHandler`), which waits for the app. So a spec calls
 * `page.goto`, `page.reload` or follows a link as usual, and its next step meets the app. A page
 * looked at before its `load` (`goto(url, { waitUntil: 'commit' })`, a script held by a route)
 * is not waited for.
 */
function waitForTheApp(page: Page): Promise<void> {
  const added =
    handlers.get(page) ??
    page.addLocatorHandler(appNotReady(page), () =>
      page.locator('#root[data-ready]').waitFor({ state: 'attached', timeout: 20_000 }),
    )
  handlers.set(page, added)
  return added
}
const handlers = new WeakMap<Page, Promise<void>>()

/**
 * Playwright's `test`, whose pages (every page of the context) wait for the app after a load
 * (unless JavaScript is off: the page is then only its HTML), and whose test fails on an
 * uncaught error in any of its pages.
 */
export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      await context.addInitScript((name) => {
        addEventListener('load', () => document.documentElement.setAttribute(name, ''))
      }, LOADED)
      context.on('page', (page) => void waitForTheApp(page))
    }
    // An uncaught error in any page (a hydration mismatch, a rejected promise) fails the test.
    const errors: string[] = []
    context.on('page', (page) =>
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`)),
    )
    await use(context)
    expect(errors, 'uncaught errors in the pages').toEqual([])
  },
  // The test's own page: its handler is in place before the test's first step.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) await waitForTheApp(page)
    await use(page)
  },
})
