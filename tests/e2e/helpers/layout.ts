import type { Page } from '@playwright/test'

/** A layout shift the browser reported (not caused by input): its score and what moved. */
export interface LayoutShift {
  value: number
  /** Each element moved: its tag and classes, its box before and after (x, y, width, height). */
  sources: string[]
}

interface ShiftWindow {
  __shifts: LayoutShift[]
}

/**
 * Records the layout shifts of every page loaded from now on, from its start (a buffered
 * `layout-shift` PerformanceObserver set before the page's own scripts); read with layoutShifts.
 */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as ShiftWindow
    w.__shifts = []
    const box = (rect: DOMRectReadOnly) =>
      [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',')
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources: {
          node: Node | null
          previousRect: DOMRectReadOnly
          currentRect: DOMRectReadOnly
        }[]
      })[]) {
        if (entry.hadRecentInput) continue
        w.__shifts.push({
          value: entry.value,
          sources: entry.sources.map(({ node, previousRect, currentRect }) => {
            const name =
              node instanceof Element ? `${node.localName}.${node.classList.value}` : node?.nodeName
            return `${name} (${box(previousRect)}) → (${box(currentRect)})`
          }),
        })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The layout shifts of the page so far, once the last frame drawn has been reported. */
export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(async () => {
    // Shifts are reported after the frame that made them: two frames, then a task.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    await new Promise((resolve) => setTimeout(resolve, 50))
    return (window as unknown as ShiftWindow).__shifts
  })
}

/** The sum of the page's layout shifts so far (its cumulative layout shift). */
export async function layoutShift(page: Page): Promise<number> {
  return (await layoutShifts(page)).reduce((sum, shift) => sum + shift.value, 0)
}
