import { useEffect, useRef } from 'react'
import { useLocation, useMatches } from 'react-router-dom'
import { pageTitle } from '@/shared/config/site'
import { titleOf } from '@/shared/routing/route-handle'

/** Sets the document title from the deepest route that names its page. */
export function DocumentTitle({ override }: { override?: string }) {
  const matches = useMatches()
  const title =
    override ??
    matches
      .map((match) => titleOf(match.handle))
      .filter(Boolean)
      .pop()
  useEffect(() => {
    document.title = pageTitle(title)
  }, [title])
  return null
}

/**
 * On every route change (not on the first load): back to the top of the page, and focus on the
 * main region so that keyboard and screen reader users start reading the new page.
 */
export function ScrollToTop() {
  const { pathname } = useLocation()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    window.scrollTo(0, 0)
    document.getElementById('contenu')?.focus({ preventScroll: true })
  }, [pathname])
  return null
}
