import type { BrowserContext, Page } from '@playwright/test'

/**
 * Collects what every page of the context reports against its security policies: the
 * `securitypolicyviolation` events (Content-Security-Policy) and the browser's console messages
 * about a refused resource or a Permissions-Policy, and the pages' uncaught errors: msw's service
 * worker fetches what it lets through under the policy sent with its own script, where the
 * page's listener does not hear a violation, so a refused chunk surfaces as a page error. The
 * list is filled as the test runs.
 */
export async function watchPolicies(context: BrowserContext): Promise<string[]> {
  const problems: string[] = []
  await context.exposeFunction('reportPolicyViolation', (text: string) => problems.push(text))
  await context.addInitScript(() => {
    const report = (window as unknown as { reportPolicyViolation(text: string): void })
      .reportPolicyViolation
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = `${event.sourceFile || location.pathname}:${event.lineNumber}`
      report(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${where}) ${event.sample}`,
      )
    })
  })
  context.on('console', (message) => {
    if (/content.security.policy|permissions.policy|refused to/i.test(message.text())) {
      problems.push(`console ${message.type()}: ${message.text()}`)
    }
  })
  const onPage = (page: Page) =>
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  context.pages().forEach(onPage)
  context.on('page', onPage)
  return problems
}
