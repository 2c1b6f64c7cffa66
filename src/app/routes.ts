import type { ResultKind } from '@/features/public/results'
import { paths, patterns } from '@/shared/paths'
import type { RouteModule } from './route-module'
import type { AdminPageName } from './routes/admin'

/** One line of the route table: a path (src/shared/paths.ts) and its module, loaded on demand. */
export interface RouteEntry {
  /** Undefined for the index route. */
  path?: string
  load: () => Promise<RouteModule>
  /** Loaded beside the module: the result pages a page's form leads to. */
  with?: () => Promise<unknown>
}

const route = (
  path: string | undefined,
  load: () => Promise<RouteModule>,
  also?: RouteEntry['with'],
): RouteEntry => ({ path, load, with: also })

const results = () => import('./routes/result')
/** A result page: one module for all of them, told which one it draws. */
const result = (kind: ResultKind) =>
  route(paths.result[kind], async () => (await results()).resultRoute(kind))

const adminPages = () => import('./routes/admin')
/** A page of the operator's console: its code loads only for an operator (routes/admin.tsx). */
const admin = (path: string, name: AdminPageName) =>
  route(path, async () => (await adminPages()).adminRoute(name))

/**
 * Every route of the portal, one line each: its path and its module (src/app/routes/). A page whose
 * form leads to a result page is loaded with that page's code: when the connection drops while
 * the form is sent, the answer (or the lack of one) still shows its result page.
 */
export const routeTable = {
  /** Anyone's pages; those with a description are pre-rendered. */
  public: [
    route(undefined, () => import('./routes/home')),
    route(paths.cgu, () => import('./routes/cgu')),
    route(paths.download, () => import('./routes/download')),
    route(paths.ranking, () => import('./routes/ranking')),
    route(paths.roadmap, () => import('./routes/roadmap')),
    route(paths.publicFidelity, () => import('./routes/public-fidelity')),
    route(paths.legalNotice, () => import('./routes/legal-notice')),
    route(paths.privacy, () => import('./routes/privacy')),
    result('pointsSuccess'),
    result('pointsFailure'),
    result('transferSuccess'),
    result('transferFailure'),
    result('transferUnknown'),
    result('claimSuccess'),
    result('claimFailure'),
    result('claimUnknown'),
    result('accountDeleted'),
  ],
  /** Sign-in pages: a signed-in player is sent home. */
  guest: [
    route(paths.login, () => import('./routes/login')),
    route(paths.register, () => import('./routes/register')),
    route(paths.resetPassword, () => import('./routes/reset-password')),
  ],
  /** The player's pages: they wait for the session, and a visitor is sent home. */
  signedIn: [
    route(paths.profile, () => import('./routes/profile')),
    route(paths.accounts, () => import('./routes/accounts')),
    route(patterns.account, () => import('./routes/account')),
    route(paths.fidelity, () => import('./routes/fidelity'), results),
    route(paths.history, () => import('./routes/history')),
    route(paths.shopPoints, () => import('./routes/shop-points')),
    route(paths.shopItems, () => import('./routes/shop-items'), results),
    route(paths.vote, () => import('./routes/vote')),
    admin(paths.admin.players, 'PlayersPage'),
    admin(patterns.adminPlayer, 'PlayerPage'),
    admin(paths.admin.audit, 'AuditPage'),
    admin(paths.admin.payments, 'PaymentsPage'),
    admin(paths.admin.promotions, 'PromotionsPage'),
    admin(paths.admin.rewards, 'RewardsPage'),
    admin(paths.admin.notice, 'NoticePage'),
    admin(paths.admin.voteSites, 'VoteSitesPage'),
    ...(__MOCK_AUTH__ ? [route(paths.mock.session, () => import('./routes/mock-session'))] : []),
  ],
  /**
   * Mock builds only: the stand-ins for the mailbox, the payment page, the voting sites, and the
   * dev panel's full page. A live build has neither these routes nor their chunks.
   */
  tools: [
    ...(__MOCK_AUTH__
      ? [
          route(paths.mock.mailbox, () => import('./routes/mock-mailbox')),
          route(paths.mock.verify, () => import('./routes/mock-verify')),
          route(paths.mock.reset, () => import('./routes/mock-reset')),
        ]
      : []),
    ...(__MOCK_API__
      ? [
          route(patterns.mockCheckout, () => import('./routes/mock-checkout')),
          route(patterns.mockVote, () => import('./routes/mock-vote')),
        ]
      : []),
    ...(__MOCK_BUILD__ ? [route(paths.dev, () => import('./routes/dev'))] : []),
  ],
  /** Any other path. */
  notFound: route('*', () => import('./routes/not-found')),
}
