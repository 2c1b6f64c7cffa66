import { expect, type Page } from './test'
import { accountMenu, inPortal } from './portal'

/** What the shop's specs (top-up.spec.ts, shop.spec.ts) share: the balance and the API calls. */

type Balance = { points: number; monthPoints: number }

/** The server's balance, once the session is back (a personal call needs its token). */
export const balanceOf = async (page: Page) => {
  await expect(accountMenu(page)).toBeVisible({ timeout: 15_000 })
  return inPortal(page, async (p) => {
    const answer = await p.api.profile.get()
    if (answer.status !== 200) throw new Error(`profile answered ${answer.status}`)
    return { points: answer.body.points, monthPoints: answer.body.monthPoints } as Balance
  })
}

/**
 * Records the app's API calls (the msw worker answers inside the page, so Playwright's routing
 * never sees them) and, when asked, rewrites a 201 checkout answer to send the browser to
 * another origin: what a misconfigured or compromised backend would do.
 */
export async function spyOnApi(page: Page, options: { checkoutUrlOrigin?: string } = {}) {
  await page.addInitScript((rewriteTo) => {
    const calls: string[] = []
    Object.assign(window, { __apiCalls: calls })
    const realFetch = window.fetch.bind(window)
    window.fetch = async (input, init) => {
      const request = new Request(input, init)
      const path = new URL(request.url).pathname
      if (path.startsWith('/api/')) calls.push(`${request.method} ${path}`)
      const response = await realFetch(input, init)
      if (!rewriteTo || path !== '/api/shop/checkout' || response.status !== 201) return response
      const { url } = (await response.json()) as { url: string }
      const moved = new URL(new URL(url).pathname, rewriteTo).href
      return new Response(JSON.stringify({ url: moved }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      })
    }
  }, options.checkoutUrlOrigin ?? null)
}

export const apiCalls = (page: Page, call: string) =>
  page.evaluate(
    (wanted) =>
      (window as unknown as { __apiCalls: string[] }).__apiCalls.filter((c) => c === wanted).length,
    call,
  )
