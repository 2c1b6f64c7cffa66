import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { preventBodyScroll } from '@zag-js/remove-scroll'
import {
  createContext,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react'
import { dialog } from 'styled-system/recipes/dialog'

export interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  /** Buttons at the bottom (submit, cancel). */
  footer?: ReactNode
  /** Optional element that opens the dialog (rendered as Ark's trigger, asChild). */
  trigger?: ReactNode
  /** Where focus goes on open; by default the first focusable element. */
  initialFocusEl?: () => HTMLElement | null
  /**
   * Drawn while closed (hidden), so that opening it only shows it: for a dialog prepared ahead of
   * the tap that opens it. Such a dialog is shown in the frame of the tap that opens it, and Ark
   * opens it as modal (focus moved and trapped, the page behind out of reach) in the next task,
   * after that frame is painted: its backdrop covers the page meanwhile. By default its content is
   * drawn when it opens and dropped when it closes.
   */
  kept?: boolean
}

const InDialog = createContext(false)

/**
 * True inside a dialog: popups (a select's options) then render inside it instead of in a
 * portal at the end of the page, which the modal dialog hides from pointers and screen readers.
 */
export function useInDialog(): boolean {
  return use(InDialog)
}

/** A modal dialog (Ark UI Dialog): focus trap, Escape and outside click close it, scroll lock. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  trigger,
  initialFocusEl,
  kept = false,
}: DialogProps) {
  const styles = dialog()
  const { modalOpen, opener } = useTwoStepOpening(open, kept)
  // A kept dialog being opened: shown as Ark shows an open one, before Ark opens it.
  const shown = open && !modalOpen
  const shownPart = shown ? ({ hidden: false, 'data-state': 'open' } as const) : {}
  const content = useRef<HTMLDivElement>(null)
  return (
    <ArkDialog.Root
      open={modalOpen}
      onOpenChange={(details) => onOpenChange(details.open)}
      lazyMount={!kept}
      unmountOnExit={!kept}
      // A player who already acts in a kept dialog as Ark opens it keeps the focus where it is.
      initialFocusEl={() => {
        const active = document.activeElement
        if (active instanceof HTMLElement && content.current?.contains(active)) return active
        return initialFocusEl?.() ?? null
      }}
      // Focus goes back where it was before the dialog showed (by then, it may be inside it).
      finalFocusEl={opener ? () => opener.current : undefined}
      // A modal dialog traps focus, so focus lands outside it only by a program, never by the
      // player: when React's strict mode replays a fresh dialog's effects (development), the
      // focus trap hands focus back to the opener for a moment, and reading that as "the
      // player left" closed the dialog as it opened (more often the busier the machine).
      // Escape and a click outside still close it.
      onFocusOutside={(event) => event.preventDefault()}
    >
      {trigger && <ArkDialog.Trigger asChild>{trigger}</ArkDialog.Trigger>}
      <Portal>
        <ArkDialog.Backdrop className={styles.backdrop} {...shownPart} />
        <ArkDialog.Positioner
          className={styles.positioner}
          style={shown ? { pointerEvents: 'auto' } : undefined}
        >
          <ArkDialog.Content ref={content} className={styles.content} {...shownPart}>
            <div className={styles.header}>
              <ArkDialog.Title className={styles.title}>{title}</ArkDialog.Title>
              {description && (
                <ArkDialog.Description className={styles.description}>
                  {description}
                </ArkDialog.Description>
              )}
            </div>
            {children && (
              <div className={styles.body}>
                <InDialog value={true}>{children}</InDialog>
              </div>
            )}
            {footer && <div className={styles.footer}>{footer}</div>}
            <ArkDialog.CloseTrigger className={styles.closeTrigger} aria-label="Fermer">
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
                <path
                  d="M6 6l12 12M18 6 6 18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </ArkDialog.CloseTrigger>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  )
}

/**
 * A kept dialog's opening in two steps (decision 039): whether Ark's dialog is open (`open` from
 * the task after the frame that showed the dialog was painted; closing is at once), the element
 * that had the focus when it showed, and the scroll locked from that frame where the page draws a
 * scrollbar. Any other dialog: `open` itself.
 */
function useTwoStepOpening(
  open: boolean,
  kept: boolean,
): { modalOpen: boolean; opener?: RefObject<HTMLElement | null> } {
  const [painted, setPainted] = useState(open)
  if (!open && painted) setPainted(false)
  const waiting = kept && open && !painted
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
  // alone, out of the tap's frame (the lock restyles the page).
  // Whether it does is read once the dialog is drawn closed, not in the tap.
  const scrollbarRoom = useRef(false)
  useLayoutEffect(() => {
    if (kept) scrollbarRoom.current = window.innerWidth > document.documentElement.clientWidth
  }, [kept])
  useLayoutEffect(() => {
    if (!kept || !open || !scrollbarRoom.current) return
    return preventBodyScroll(document)
  }, [kept, open])
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
  return kept ? { modalOpen: open && painted, opener } : { modalOpen: open }
}
