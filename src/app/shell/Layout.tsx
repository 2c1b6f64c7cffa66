import { lazy, Suspense, type ReactNode } from 'react'
import { Outlet } from 'react-router-dom'
import { css } from 'styled-system/css'
import { DevTools } from './DevTools'
import { ConnectionNotice } from './ConnectionNotice'
import { useSession } from '@/shared/auth/session'
import { SiteNoticeBar } from './SiteNoticeBar'
import { Footer } from './Footer'
import { NavBar } from './NavBar'
import { DocumentTitle, ScrollToTop } from './RouteEffects'

/** The ban notice, fetched only for a signed-in player: a visitor's landing does not carry it. */
const BanNotice = lazy(() =>
  import('@/features/ban/BanNotice').then((module) => ({ default: module.BanNotice })),
)

function SignedInBanNotice() {
  const { status } = useSession()
  if (status !== 'signedIn') return null
  return (
    <Suspense fallback={null}>
      <BanNotice />
    </Suspense>
  )
}

const page = css({ display: 'flex', flexDirection: 'column', minHeight: '100dvh' })

const main = css({ flex: '1', _focus: { outline: 'none' } })

/**
 * A screen's height: on a page drawn in the browser (the player's pages), the footer starts below
 * the first screen from the first frame on, and stays there while the page waits for its data,
 * so it never moves in view when the data comes (decision 037).
 */
const screenTall = css({ minHeight: '100vh' })

const skipLink = css({
  position: 'absolute',
  left: '2',
  top: '-20',
  zIndex: 'skipLink',
  bg: 'accent.solid',
  color: 'fg.onAccent',
  px: '4',
  py: '2',
  borderRadius: 'control',
  _focus: { top: '2', color: 'fg.onAccent' },
})

/** The frame of every page: skip link, navigation bar, main region, footer. */
export function Frame({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <div className={page}>
      <a href="#contenu" className={skipLink}>
        Aller au contenu
      </a>
      <DocumentTitle override={title} />
      <ScrollToTop />
      <NavBar />
      <ConnectionNotice />
      <main id="contenu" tabIndex={-1} className={main}>
        <SignedInBanNotice />
        {children}
      </main>
      <Footer />
      <SiteNoticeBar />
    </div>
  )
}

/** The root layout route. */
export function Layout() {
  return (
    <>
      <Frame>
        <Outlet />
      </Frame>
      <DevTools />
    </>
  )
}

/**
 * Shown during the very first load of a page not written at build time (the player's pages) while
 * its code, the session and its data arrive: the page's screen is held, the footer below it.
 */
export function LayoutFallback() {
  return (
    <Frame>
      <div className={screenTall} />
    </Frame>
  )
}

/**
 * The player's pages show once a player is known: the document's `data-player`, set before the
 * first paint by a player's page's HTML when the browser holds a stored session
 * (build/prerender-plugin.ts), then kept by the app from the session (src/app/boot.tsx). A
 * visitor sees none of them, their frame included (decision 038).
 */
const playerPages = css({ visibility: 'hidden', '[data-player] &': { visibility: 'visible' } })

/** The player's pages: each holds a screen's height, its footer below the first screen. */
export function SignedInPages() {
  return (
    <div className={`${screenTall} ${playerPages}`}>
      <Outlet />
    </div>
  )
}
