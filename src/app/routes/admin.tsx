import { Suspense, lazy } from 'react'
import { useIsOperator } from '@/shared/auth/operator'
import { Spinner } from '@/shared/components/Spinner'
import { OperatorsOnlyPage } from '../shell/ErrorPages'
import { titled, type RouteModule } from '../route-module'

/** The console's content pages, by name (src/features/admin/content-pages.tsx). */
const CONTENT_PAGES = ['PromotionsPage', 'RewardsPage', 'NoticePage', 'VoteSitesPage'] as const
type ContentPageName = (typeof CONTENT_PAGES)[number]
const isContentPage = (name: AdminPageName): name is ContentPageName =>
  (CONTENT_PAGES as readonly string[]).includes(name)

/** The console's pages, by name (src/features/admin/pages.tsx and content-pages.tsx). */
export type AdminPageName =
  'PlayersPage' | 'PlayerPage' | 'AuditPage' | 'PaymentsPage' | ContentPageName

const TITLES: Record<AdminPageName, string> = {
  PlayersPage: 'Administration — joueurs',
  PlayerPage: 'Administration — joueur',
  AuditPage: 'Administration — journal',
  PaymentsPage: 'Administration — paiements',
  PromotionsPage: 'Administration — promotions',
  RewardsPage: 'Administration — récompenses',
  NoticePage: 'Administration — maintenance',
  VoteSitesPage: 'Administration — sites de vote',
}

/**
 * The route module of a console page. It holds none of the console: the page's code is imported
 * only once the signed-in user's token carries the `admin` claim, so a player or a visitor never
 * downloads it; anyone else gets « Page réservée aux opérateurs ».
 */
export function adminRoute(name: AdminPageName): RouteModule {
  const Page = lazy(() =>
    isContentPage(name)
      ? import('@/features/admin/content-pages').then((m) => ({ default: m[name] }))
      : import('@/features/admin/pages').then((m) => ({ default: m[name] })),
  )
  function Component() {
    const operator = useIsOperator()
    if (operator === null) return <Spinner label="Chargement…" />
    if (!operator) return <OperatorsOnlyPage />
    return (
      <Suspense fallback={<Spinner label="Chargement…" />}>
        <Page />
      </Suspense>
    )
  }
  return { handle: titled(TITLES[name]), Component }
}
