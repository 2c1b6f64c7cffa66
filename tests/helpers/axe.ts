import axe from 'axe-core'

/**
 * axe's violations inside `element` in jsdom (tests/e2e runs it in a real browser): colour
 * contrast needs a renderer and is left to those.
 */
export async function axeViolations(element: Element) {
  const results = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}
