import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { createContext, use, type ComponentProps, type ReactNode, type Ref } from 'react'
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
}

const InDialog = createContext(false)

/**
 * True inside a dialog: popups (a select's options) then render inside it instead of in a
 * portal at the end of the page, which the modal dialog hides from pointers and screen readers.
 */
export function useInDialog(): boolean {
  return use(InDialog)
}

/**
 * A modal dialog (Ark UI Dialog): focus trap, Escape and outside click close it, scroll lock.
 * Drawn when it opens, dropped when it closes. A dialog prepared ahead of the tap that opens it
 * is `DialogOpensAtTap` (dialog-opens-at-tap.tsx).
 */
export function Dialog({ open, onOpenChange, initialFocusEl, ...parts }: DialogProps) {
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      lazyMount
      unmountOnExit
      initialFocusEl={initialFocusEl}
      onFocusOutside={keepFocusInside}
    >
      <DialogParts {...parts} />
    </ArkDialog.Root>
  )
}

/**
 * A modal dialog traps focus, so focus lands outside it only by a program, never by the player:
 * when React's strict mode replays a fresh dialog's effects (development), the focus trap hands
 * focus back to the opener for a moment, and reading that as "the player left" closed the dialog
 * as it opened. Escape and a click outside still close it.
 */
export function keepFocusInside(event: { preventDefault(): void }) {
  event.preventDefault()
}

/** Props laid over Ark's own on a part (`hidden`, `data-state`, `style`): ours come last. */
type PartProps = Pick<ComponentProps<'div'>, 'hidden' | 'style'> & { 'data-state'?: 'open' }

export interface DialogPartsProps extends Pick<
  DialogProps,
  'title' | 'description' | 'children' | 'footer' | 'trigger'
> {
  /** The content part's element. */
  contentRef?: Ref<HTMLDivElement>
  /** Laid over the backdrop, positioner and content parts' props. */
  over?: { backdrop?: PartProps; positioner?: PartProps; content?: PartProps }
}

/** The parts of a dialog under Ark's `Dialog.Root`, styled by the theme's `dialog` slot recipe. */
export function DialogParts({
  title,
  description,
  children,
  footer,
  trigger,
  contentRef,
  over,
}: DialogPartsProps) {
  const styles = dialog()
  return (
    <>
      {trigger && <ArkDialog.Trigger asChild>{trigger}</ArkDialog.Trigger>}
      <Portal>
        <ArkDialog.Backdrop className={styles.backdrop} {...over?.backdrop} />
        <ArkDialog.Positioner className={styles.positioner} {...over?.positioner}>
          <ArkDialog.Content ref={contentRef} className={styles.content} {...over?.content}>
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
    </>
  )
}
