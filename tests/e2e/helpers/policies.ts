import type { BrowserContext } from '@playwright/test'

/**
 * Collects what every page of the context reports against its security policies: the
 * `securitypolicyviolation` events (Content-Security-Policy) and the browser's console messages
 * about a refused resource or a Permissions-Policy. The list is filled as the test runs.
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
  return problems
}
