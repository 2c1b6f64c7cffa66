import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { whenIdle } from '@/shared/runtime/next-task'
import { useServices } from '@/shared/runtime/services'

/** How often an open page reads the notice again. */
const NOTICE_REFRESH_MS = 5 * 60_000

const bar = css({
  px: '4',
  py: '3',
  textAlign: 'center',
  fontSize: 'sm',
  fontWeight: 'medium',
  bg: 'warning.bg',
  color: 'fg.default',
  borderTopWidth: '1px',
  borderColor: 'warning.fg',
})
/** Over the bottom of the viewport: it pushes nothing when it arrives after the first paint. */
const fixed = css({ position: 'fixed', insetInline: '0', bottom: '0', zIndex: 'banner' })
/** Its twin in the flow after the footer, unseen: the end of the page is never hidden under it. */
const room = css({ visibility: 'hidden' })

/**
 * The maintenance notice an operator switched on (GET /site/notice) and the incidents under way
 * (GET /status/summary), on every page. Never in the
 * pre-rendered HTML nor during hydration: read once the browser is idle after the app runs, then
 * every few minutes. A failed read shows nothing (nothing is known to say).
 */
export function SiteNoticeBar() {
  const { api } = useServices()
  const [message, setMessage] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    const read = async () => {
      await whenIdle()
      // The reading code loads with the first read, not before the page is interactive; when it
      // cannot load, the read failed.
      const read = await import('@/shared/api/notice-reads').then(
        ({ readNoticeLines }) => readNoticeLines(api),
        () => null,
      )
      if (live && read) setMessage(read.join(' · '))
    }
    void read()
    const timer = setInterval(() => void read(), NOTICE_REFRESH_MS)
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [api])
  if (!message) return null
  return (
    <>
      <div className={`${bar} ${room}`} aria-hidden="true">
        {message}
      </div>
      <aside className={`${bar} ${fixed}`} aria-label="Avis de maintenance" data-site-notice>
        <p role="status">{message}</p>
      </aside>
    </>
  )
}
