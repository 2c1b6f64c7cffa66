import { Suspense, use, type ReactNode } from 'react'
import { useRevalidator } from 'react-router-dom'
import { css } from 'styled-system/css'
import type { Loaded } from '../api/loaded'
import { Button } from '../components/Button'
import { Spinner } from '../components/Spinner'
import { loadingLine } from './styles'

/** A screen's height, held from the first paint on: what follows never moves when data comes. */
const screenTall = css({ minHeight: '100vh' })

/** The loading line laid over the room of the loaded part, both in one grid cell. */
const stacked = css({ display: 'grid', '& > *': { gridArea: '1 / 1' } })
/** The loaded part's room: laid out, never shown, nor read by assistive technologies. */
const unseen = css({ visibility: 'hidden' })

const unavailableLine = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  color: 'fg.muted',
})

/**
 * What a page shows for data it could not read: a neutral sentence (« … indisponible pour le
 * moment. ») and « Réessayer », which runs the route's loaders again (or `onRetry`, for a read
 * the page makes itself). No red box (a failed read stays quiet: docs/routes-and-data.md), and no
 * conclusion drawn from the missing data.
 */
export function Unavailable({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  const revalidator = useRevalidator()
  return (
    <div className={unavailableLine} data-unavailable>
      <p>{children}</p>
      <Button
        variant="outline"
        size="sm"
        loading={!onRetry && revalidator.state === 'loading'}
        onClick={() => (onRetry ? onRetry() : void revalidator.revalidate())}
      >
        Réessayer
      </Button>
    </div>
  )
}

/** The loading line of a part of a page. */
function Loading({ children }: { children: ReactNode }) {
  return (
    <p className={loadingLine} role="status">
      <Spinner size="md" /> {children}
    </p>
  )
}

function Resolved<T>({
  value,
  unavailable,
  children,
}: {
  value: Promise<Loaded<T>>
  unavailable: ReactNode
  children: (data: T) => ReactNode
}) {
  const result = use(value)
  return result.ok ? children(result.data) : <Unavailable>{unavailable}</Unavailable>
}

/**
 * The loading line of a part that keeps, while it loads, the room its data will take, so that
 * what follows it does not move when the data comes: 'screen' (a list of unknown length: the
 * rest of the screen, what follows starts below it) or the part as it will be drawn, laid out
 * under the loading line but never shown.
 */
function Holding({ room, children }: { room: ReactNode; children: ReactNode }) {
  if (room === 'screen') return <div className={screenTall}>{children}</div>
  return (
    <div className={stacked}>
      <div className={unseen} aria-hidden="true" inert>
        {room}
      </div>
      <div>{children}</div>
    </div>
  )
}

/**
 * A part of a page drawn from a loader's deferred read: `loading` while it runs, `children` with
 * the data, or `unavailable` (a sentence ending in « indisponible pour le moment ») and
 * « Réessayer » when it failed. A revalidation keeps what is shown until the new read settles.
 * `fallback` replaces the loading line where a line does not fit (a value inside a list).
 * `holdsScreen`, for a long list in the body of a public page: the part holds a screen's height
 * from the pre-rendered HTML on, so that the footer below does not jump when the data comes (the
 * page's layout shift stays 0 on a screen taller than the loading line).
 * `room`, for a part followed by more of its page: what its loading state keeps of the page
 * (see `Holding`), so that the parts below do not move when the data comes.
 */
export function Deferred<T>({
  value,
  loading,
  fallback,
  unavailable,
  holdsScreen = false,
  room,
  children,
}: {
  value: Promise<Loaded<T>>
  loading?: ReactNode
  fallback?: ReactNode
  unavailable: ReactNode
  holdsScreen?: boolean
  room?: ReactNode
  children: (data: T) => ReactNode
}) {
  const line = fallback ?? <Loading>{loading}</Loading>
  const part = (
    <Suspense fallback={room === undefined ? line : <Holding room={room}>{line}</Holding>}>
      <Resolved value={value} unavailable={unavailable}>
        {children}
      </Resolved>
    </Suspense>
  )
  return holdsScreen ? <div className={screenTall}>{part}</div> : part
}
