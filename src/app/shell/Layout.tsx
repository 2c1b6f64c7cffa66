import type { ReactNode } from 'react'
import { Outlet } from 'react-router-dom'
import { css } from 'styled-system/css'
import { DevTools } from './DevTools'
import { ConnectionNotice } from './ConnectionNotice'
import { MaintenanceNotice } from './MaintenanceNotice'
import { Footer } from './Footer'
import { NavBar } from './NavBar'
import { DocumentTitle, ScrollToTop } from './RouteEffects'

const page = css({ display: 'flex', flexDirection: 'column', minHeight: '100dvh' })

const main = css({ flex: '1', _focus: { outline: 'none' } })

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
        {children}
      </main>
      <Footer />
      <MaintenanceNotice />
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

/** Shown during the very first load while the first page's code arrives. */
export function LayoutFallback() {
  return <Frame>{null}</Frame>
}
