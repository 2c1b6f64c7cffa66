import { useEffect, useState } from 'react'
import { useHydrated } from '@/shared/hooks/use-hydrated'
import { css } from 'styled-system/css'

const banner = css({
  position: 'sticky',
  top: '0',
  zIndex: 'banner',
  px: '4',
  py: '2',
  textAlign: 'center',
  fontSize: 'sm',
  fontWeight: 'medium',
  bg: 'bg.raised',
  color: 'fg.default',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
})

/** How long « Connexion rétablie » stays after the network is back. */
const BACK_ONLINE_MS = 4000

type Connection = 'online' | 'offline' | 'back'

const MESSAGES: Record<Connection, string | null> = {
  online: null,
  offline:
    'Vous êtes hors ligne\u00a0: les actions du portail reprendront au retour de la connexion.',
  back: 'Connexion rétablie.',
}

/**
 * A polite word when the browser loses the network (its offline event), and when it is back:
 * failures in between then have their explanation (a polite status, announced by screen
 * readers).
 */
export function ConnectionNotice() {
  const [changed, setConnection] = useState<Connection>('online')
  // Online in the pre-rendered HTML; offline from the start is known once the page is live.
  const hydrated = useHydrated()
  const connection = changed === 'online' && hydrated && !navigator.onLine ? 'offline' : changed
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const offline = () => {
      clearTimeout(timer)
      setConnection('offline')
    }
    const online = () => {
      setConnection('back')
      clearTimeout(timer)
      timer = setTimeout(() => setConnection('online'), BACK_ONLINE_MS)
    }
    window.addEventListener('offline', offline)
    window.addEventListener('online', online)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('offline', offline)
      window.removeEventListener('online', online)
    }
  }, [])
  const message = MESSAGES[connection]
  if (!message) return null
  return (
    <p role="status" aria-live="polite" className={banner}>
      {message}
    </p>
  )
}
