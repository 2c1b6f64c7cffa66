import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { css } from 'styled-system/css'
import type { MockBackend } from '@/shared/runtime/mock-backend'
import { Spinner } from '@/shared/components/Spinner'
import { faultsStore, useFaults } from './faults-store'
import { flowRecorder } from './flow-recorder'
import { connectStatelyInspector, inspectionRequested } from './inspect'
import { paths } from '@/shared/routing/paths'

const DevPanel = lazy(() => import('./DevPanel'))

// From the first render on: the panel shows the history of flows that started before it opened.
flowRecorder.start()
if (inspectionRequested()) void connectStatelyInspector()

const toggle = css({
  position: 'fixed',
  right: '4',
  bottom: '4',
  zIndex: 'toast',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '2',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'accent.solid',
  bg: 'bg.raised',
  color: 'fg.default',
  fontSize: 'sm',
  fontWeight: 'semibold',
  boxShadow: 'card',
  cursor: 'pointer',
  _hover: { bg: 'bg.hover' },
  _focusVisible: { outline: '2px solid', outlineColor: 'fg.accent', outlineOffset: '2px' },
})

/**
 * The strip the corner button needs at the bottom of the page: reserved after the footer, so
 * that the page's last line can scroll clear of the button, and kept free by the browser when it
 * scrolls to a focused element or an anchor (scroll-padding), so that the button hides nothing.
 */
const RESERVED = '5rem'
const reserve = css({ height: '20' })

const count = css({
  bg: 'danger',
  color: 'bg.canvas',
  borderRadius: 'full',
  px: '2',
  fontSize: 'xs',
  fontWeight: 'bold',
})

const sheet = css({
  position: 'fixed',
  top: '0',
  right: '0',
  bottom: '0',
  zIndex: 'overlay',
  width: { base: '100%', sm: '30rem' },
  display: 'flex',
  flexDirection: 'column',
  bg: 'bg.surface',
  borderLeftWidth: '1px',
  borderColor: 'accent.solid',
  boxShadow: 'card',
})

const sheetHeader = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  px: '4',
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
})

const sheetTitle = css({ fontFamily: 'heading', fontSize: 'xl', fontWeight: 'bold' })
const sheetBody = css({ flex: '1', overflowY: 'auto', px: '4', py: '4', pb: '20' })
const headerLinks = css({ display: 'flex', gap: '3', alignItems: 'center', fontSize: 'sm' })
const close = css({
  px: '2',
  py: '1',
  borderRadius: 'control',
  cursor: 'pointer',
  color: 'fg.muted',
  _hover: { color: 'fg.default', bg: 'bg.hover' },
  _focusVisible: { outline: '2px solid', outlineColor: 'fg.accent' },
})

/**
 * The always-visible corner button « Outils de test » (with the count of active faults) and the
 * side sheet it opens. The sheet is not modal: the tester keeps using the page beside it and
 * watches the machines move.
 */
export default function DevToggle({ mock }: { mock: MockBackend }) {
  faultsStore.connect(mock)
  const { count: faultCount } = useFaults()
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  const sheetId = useId()
  const titleId = useId()
  const badgeId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const title = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (open) title.current?.focus()
  }, [open])

  // /__dev shows the same panel full page.
  const onDevPage = pathname === paths.dev

  useEffect(() => {
    if (onDevPage) return
    const root = document.documentElement
    root.style.scrollPaddingBottom = RESERVED
    return () => {
      root.style.scrollPaddingBottom = ''
    }
  }, [onDevPage])

  const hide = () => {
    setOpen(false)
    button.current?.focus()
  }

  if (onDevPage) return null
  return (
    <aside aria-label="Outils de test">
      <div className={reserve} data-testid="dev-toggle-reserve" />
      <button
        ref={button}
        type="button"
        className={toggle}
        aria-label="Outils de test"
        aria-expanded={open}
        aria-controls={sheetId}
        aria-describedby={faultCount > 0 ? badgeId : undefined}
        onClick={() => (open ? hide() : setOpen(true))}
      >
        <span aria-hidden="true">Outils de test</span>
        {faultCount > 0 && (
          <span id={badgeId} className={count}>
            Pannes actives&nbsp;: {faultCount}
          </span>
        )}
      </button>
      {open && (
        <section
          id={sheetId}
          className={sheet}
          aria-labelledby={titleId}
          onKeyDown={(event) => {
            if (event.key === 'Escape') hide()
          }}
        >
          <div className={sheetHeader}>
            <h2 id={titleId} ref={title} tabIndex={-1} className={sheetTitle}>
              Outils de test
            </h2>
            <div className={headerLinks}>
              <a
                href={paths.dev}
                className={css({ color: 'fg.accent', textDecoration: 'underline' })}
              >
                Pleine page
              </a>
              <button type="button" className={close} onClick={hide}>
                Fermer
              </button>
            </div>
          </div>
          <div className={sheetBody}>
            <Suspense fallback={<Spinner />}>
              <DevPanel mock={mock} />
            </Suspense>
          </div>
        </section>
      )}
    </aside>
  )
}
