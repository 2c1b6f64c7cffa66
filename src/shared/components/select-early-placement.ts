import { useState } from 'react'
import { useInDialog } from './Dialog'

/**
 * Opt-in for a `Select` whose opening tap is measured (the transfer form's character chooser):
 * the first placement of a select's options, drawn in the frame of the tap that opens them
 * (decisions 038 and 048). Ark UI places a popup with floating-ui in the frame that shows it: two
 * computations, the observers that follow the trigger, and a render of the whole select, on the
 * tap's path to the screen (the largest part of the tap on a phone). The common case is simple:
 * the options fit under their trigger, inside the window, as wide as it. There, this module
 * puts them where floating-ui would (under the trigger, 8 px below: Ark's gutter), and hands
 * over to floating-ui in the next task, after that frame is shown; its result is the same, so
 * nothing moves. In any other case (not enough room below, a trigger near an edge), floating-ui
 * places them at once, as before.
 */

/** Ark's distance between a select's trigger and its options (zag's select `gutter`). */
const GUTTER = 8
/** floating-ui's margin to the window's edges (zag's `overflowPadding`). */
const PADDING = 8

/** What Ark hands to `positioning.updatePosition`: its own placement, and the popup's positioner. */
interface PlacementRun {
  updatePosition: () => Promise<void>
  floatingElement: HTMLElement | null
}

/** Resolves in the task after the frame being drawn (called from a frame's callback). */
const afterThisFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Puts the positioner under the trigger, as wide as it, if it fits there whole inside the window
 * (then floating-ui neither flips nor shifts it); says whether it did.
 */
function placeUnder(trigger: HTMLElement, floating: HTMLElement): boolean {
  const anchor = trigger.getBoundingClientRect()
  const width = Math.round(anchor.width)
  floating.style.setProperty('--reference-width', `${width}px`)
  // Where the positioner stands now, before its translation: its containing block's origin.
  const box = floating.getBoundingClientRect()
  const moved = new DOMMatrixReadOnly(getComputedStyle(floating).transform)
  const originX = box.left - moved.m41
  const originY = box.top - moved.m42
  const { clientWidth, clientHeight } = document.documentElement
  const top = anchor.bottom + GUTTER
  const fits =
    anchor.left >= PADDING &&
    anchor.left + width <= clientWidth - PADDING &&
    top >= PADDING &&
    top + box.height <= clientHeight - PADDING
  if (!fits) return false
  const dpr = window.devicePixelRatio || 1
  const round = (value: number) => Math.round(value * dpr) / dpr
  floating.style.setProperty('--x', `${round(anchor.left - originX)}px`)
  floating.style.setProperty('--y', `${round(top - originY)}px`)
  return true
}

/** The trigger of a select's options: the button whose `aria-controls` names them. */
function triggerOf(floating: HTMLElement): HTMLElement | null {
  const content = floating.firstElementChild
  if (!content?.id) return null
  return floating.ownerDocument.querySelector(`[aria-controls="${CSS.escape(content.id)}"]`)
}

/**
 * Ark's `positioning.updatePosition` for a select whose options sit in a portal (not in a
 * dialog): the first placement of each opening under the trigger when they fit there, and
 * floating-ui's (the same, with its observers) after that frame; any later one (a scroll, a
 * resize) is floating-ui's. A select closed (or opened again) before that frame was shown is
 * left to Ark.
 */
export function firstPlacementUnder(): (run: PlacementRun) => Promise<void> {
  const started = new WeakSet<() => Promise<void>>()
  let current: (() => Promise<void>) | null = null
  return async ({ updatePosition, floatingElement }) => {
    const trigger = floatingElement && triggerOf(floatingElement)
    if (started.has(updatePosition) || !trigger || !floatingElement) return updatePosition()
    started.add(updatePosition)
    current = updatePosition
    if (!placeUnder(trigger, floatingElement)) return updatePosition()
    await afterThisFrame()
    if (current !== updatePosition || trigger.getAttribute('aria-expanded') !== 'true') return
    return updatePosition()
  }
}

/**
 * The `positioning` of a `Select` whose first placement is drawn with the tap (a select outside
 * a dialog); in a dialog, none: floating-ui places the options at once, in its scrolling body.
 */
export function useEarlyPlacement(): { updatePosition?: ReturnType<typeof firstPlacementUnder> } {
  const inDialog = useInDialog()
  const [positioning] = useState(() => (inDialog ? {} : { updatePosition: firstPlacementUnder() }))
  return positioning
}
