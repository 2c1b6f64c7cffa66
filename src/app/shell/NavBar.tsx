import { lazy, Suspense, type MouseEvent } from 'react'
import { Link, NavLink, useLocation, useMatches } from 'react-router-dom'
import { css } from 'styled-system/css'
import { navbar } from 'styled-system/recipes/navbar'
import { useSession, type SessionStatus } from '@/shared/auth/session'
import { ButtonLink, ExternalLink } from '@/shared/components/Button'
import { Logo } from '@/shared/components/Logo'
import { site } from '@/shared/config/site'
import { container } from '@/shared/page/styles'
import { paths } from '@/shared/routing/paths'
import { SIGNED_IN } from '../route-ids'

// Ark UI's menu and avatar only matter once signed in: kept off the landing's first load.
const UserMenu = lazy(() => import('./UserMenu'))

type Audience = 'all' | 'signedIn' | 'signedOut'

const LINKS: { to: string; label: string; audience: Audience; end?: boolean }[] = [
  { to: paths.home, label: 'Accueil', audience: 'all', end: true },
  { to: paths.register, label: 'Inscription', audience: 'signedOut' },
  { to: paths.download, label: 'Téléchargement', audience: 'all' },
  { to: paths.topUp, label: 'Rechargement', audience: 'signedIn' },
  { to: paths.transfer, label: 'Boutique', audience: 'signedIn' },
  { to: paths.roadmap, label: 'Roadmap', audience: 'all' },
  { to: paths.news, label: 'Actualités', audience: 'all' },
]

/** After the spec's entries (its external links included): the vote page and the ranking. */
const MORE_LINKS: typeof LINKS = [
  { to: paths.vote, label: 'Voter', audience: 'signedIn' },
  { to: paths.ranking, label: 'Classement', audience: 'all' },
]

/** What the session will most likely turn out to be while it loads: a player on a player's page. */
type Expected = Exclude<SessionStatus, 'loading'>

/**
 * While the session loads, the entries of the session expected keep their place, invisible: no
 * shift after (a visitor's on the public pages, a player's on the player's pages).
 */
function visibility(
  audience: Audience,
  status: SessionStatus,
  expected: Expected,
): 'shown' | 'reserved' | 'hidden' {
  if (audience === 'all' || audience === status) return 'shown'
  if (status === 'loading' && audience === expected) return 'reserved'
  return 'hidden'
}

/** A player's page is only drawn for a player: there, a loading session is expected signed in. */
function useExpectedSession(): Expected {
  const onPlayersPage = useMatches().some((match) => match.id === SIGNED_IN)
  return onPlayersPage ? 'signedIn' : 'signedOut'
}

/** The bar's parts, styled by the theme's `navbar` slot recipe (src/theme/recipes/navbar.ts). */
const styles = navbar()

/** What the menu button shows and is named, shown by the state of its popover (src/theme/global.ts). */
function MenuButtonFace({
  when,
  icon,
  label,
}: {
  when: 'open' | 'folded'
  icon: string
  label: string
}) {
  return (
    <span data-when={when}>
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        <path d={icon} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className={css({ srOnly: true })}>{label}</span>
    </span>
  )
}

function NavItems({
  status,
  expected,
  onNavigate,
}: {
  status: SessionStatus
  expected: Expected
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void
}) {
  const item = (link: (typeof LINKS)[number]) => {
    const state = visibility(link.audience, status, expected)
    if (state === 'hidden') return null
    return (
      <li key={link.to}>
        <NavLink
          to={link.to}
          end={link.end}
          className={styles.link}
          onClick={onNavigate}
          data-reserved={state === 'reserved' ? '' : undefined}
          aria-hidden={state === 'reserved' || undefined}
          tabIndex={state === 'reserved' ? -1 : undefined}
        >
          {link.label}
        </NavLink>
      </li>
    )
  }
  return (
    <>
      {LINKS.map(item)}
      <li>
        <ExternalLink href={site.wikiUrl} className={styles.link}>
          {site.wikiLabel}
          <ExternalIcon />
        </ExternalLink>
      </li>
      <li>
        <ExternalLink href={site.chatUrl} className={styles.link}>
          {site.chatLabel}
          <ExternalIcon />
        </ExternalLink>
      </li>
      {MORE_LINKS.map(item)}
    </>
  )
}

function ExternalIcon() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={styles.externalIcon}
    >
      <path
        d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  )
}

/**
 * The Connexion button, the avatar menu, or (while the session loads) an empty slot of the size
 * of the one expected.
 */
function AccountArea({ status, expected }: { status: SessionStatus; expected: Expected }) {
  if (status === 'signedIn')
    return (
      <Suspense fallback={<span className={styles.avatarRoom} />}>
        <UserMenu />
      </Suspense>
    )
  if (status === 'loading' && expected === 'signedIn') return <span className={styles.avatarRoom} />
  return (
    <ButtonLink
      to={paths.login}
      size="sm"
      className={status === 'loading' ? css({ visibility: 'hidden' }) : undefined}
      aria-hidden={status === 'loading' || undefined}
      tabIndex={status === 'loading' ? -1 : undefined}
    >
      Connexion
    </ButtonLink>
  )
}

/**
 * The folded menu's id, fixed: the page has one navigation. (An id from useId() was seen to differ
 * between the button and the panel after a sign-in on the built app, so a tap opened nothing.)
 */
const MENU_ID = 'menu-navigation'

/** A link of the folded menu was followed: the menu closes (where popovers are supported). */
function fold(event: MouseEvent<HTMLAnchorElement>) {
  event.currentTarget.closest<HTMLElement>('[popover]')?.hidePopover?.()
}

/** The navigation bar of every page; below the `xl` breakpoint (1280 px) the links fold into a menu button. */
export function NavBar() {
  const { status } = useSession()
  const expected = useExpectedSession()
  const { pathname } = useLocation()

  return (
    <header className={styles.root}>
      <nav aria-label="Navigation principale" className={container}>
        <div className={styles.row}>
          <div className={styles.brandSlot}>
            <Link to={paths.home} className={styles.brand}>
              <Logo size={site.logo.size} />
              <span>{site.name}</span>
            </Link>
            {__MOCK_BUILD__ ? (
              <span className={styles.demoBadge}>
                Démo
                <span className={css({ srOnly: true })}>
                  {' '}
                  (données, e-mails et paiements simulés)
                </span>
              </span>
            ) : null}
          </div>
          <ul className={styles.desktopList}>
            <NavItems status={status} expected={expected} />
          </ul>
          <div className={styles.accountSlot}>
            <AccountArea status={status} expected={expected} />
            <button
              type="button"
              className={styles.menuButton}
              popoverTarget={MENU_ID}
              aria-controls={MENU_ID}
            >
              <MenuButtonFace when="folded" icon="M4 7h16M4 12h16M4 17h16" label="Ouvrir le menu" />
              <MenuButtonFace when="open" icon="M6 6l12 12M18 6 6 18" label="Fermer le menu" />
            </button>
          </div>
        </div>
        {/* A new page, a new panel: closed (the same at hydration: a menu opened before it stays). */}
        <div key={pathname} id={MENU_ID} popover="auto" className={styles.mobilePanel}>
          <ul className={container}>
            <NavItems status={status} expected={expected} onNavigate={fold} />
          </ul>
        </div>
      </nav>
    </header>
  )
}
