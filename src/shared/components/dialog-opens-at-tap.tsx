import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { preventBodyScroll } from '@zag-js/remove-scroll'
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { DialogParts, keepFocusInside, type DialogProps } from './Dialog'

/**
 * A modal dialog prepared ahead of the tap that opens it (decisions 039 and 048): drawn while
 * closed (hidden), shown in the frame of the tap that opens it, and opened by Ark as modal (focus
 * moved and trapped, the page behind out of reach) in the next task, after that frame is painted;
 * its backdrop covers the page meanwhile. Closing is at once. Only for a dialog whose opening
 * tap is measured (the loyalty page's claim dialog); any other dialog is `Dialog`.
 */
export function DialogOpensAtTap({ open, onOpenChange, initialFocusEl, ...parts }: DialogProps) {
  const { modalOpen, opener } = useTwoStepOpening(open)
  // Being opened: shown as Ark shows an open dialog, before Ark opens it.
  const shown = open && !modalOpen
  const shownPart = shown ? ({ hidden: false, 'data-state': 'open' } as const) : undefined
  const content = useRef<HTMLDivElement>(null)
  return (
    <ArkDialog.Root
      open={modalOpen}
      onOpenChange={(details) => onOpenChange(details.open)}
      lazyMount={false}
      unmountOnExit={false}
      // A player who already acts in the dialog as Ark opens it keeps the focus where it is.
      initialFocusEl={() => {
        const active = document.activeElement
        if (active instanceof HTMLElement && content.current?.contains(active)) return active
        return initialFocusEl?.() ?? null
      }}
      // Focus goes back where it was before the dialog showed (by then, it may be inside it).
      finalFocusEl={() => opener.current}
      onFocusOutside={keepFocusInside}
    >
      <DialogParts
        {...parts}
        contentRef={content}
        over={{
          backdrop: shownPart,
          positioner: shown ? { style: { pointerEvents: 'auto' } } : undefined,
          content: shownPart,
        }}
      />
    </ArkDialog.Root>
  )
}

/**
 * The opening in two steps (decision 039): whether Ark's dialog is open (`open` from the task
 * after the frame that showed the dialog was painted; closing is at once), the element that had
 * the focus when it showed, and the scroll locked from that frame where the page draws a scrollbar.
 */
function useTwoStepOpening(open: boolean): {
  modalOpen: boolean
  opener: RefObject<HTMLElement | null>
} {
  const [painted, setPainted] = useState(open)
  if (!open && painted) setPainted(false)
  const waiting = open && !painted
  const opener = useRef<HTMLElement | null>(null)
  useLayoutEffect(() => {
    if (!waiting) return
    const active = document.activeElement
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null
  }, [waiting])
  // Where the page draws a scrollbar (a desktop's), the scroll is locked from the frame that shows
  // the dialog, with Ark's own lock (counted: Ark's adds to it, the last release frees the page),
  // for as long as the dialog is open: a lock that came with Ark would remove the scrollbar after
  // the dialog was drawn, and move it sideways. A phone's scrollbar takes no room: Ark locks it
  // alone, out of the tap's frame. Whether it does is read once the dialog is drawn closed.
  const scrollbarRoom = useRef(false)
  useLayoutEffect(() => {
    scrollbarRoom.current = window.innerWidth > document.documentElement.clientWidth
  }, [])
  useLayoutEffect(() => {
    if (!open || !scrollbarRoom.current) return
    return preventBodyScroll(document)
  }, [open])
  useEffect(() => {
    if (!waiting) return
    let timer: ReturnType<typeof setTimeout> | undefined
    // The next animation frame runs before the paint of the frame that shows the dialog; a task
    // queued from it runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [waiting])
  return { modalOpen: open && painted, opener }
}
