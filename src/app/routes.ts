import type { ResultKind } from '@/features/public/results'
import { paths, patterns } from '@/shared/routing/paths'
import type { RouteModule } from './route-module'

/** One line of the route table: a path (src/shared/routing/paths.ts) and its module, loaded on demand. */
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
    route(patterns.character, () => import('./routes/character')),
    route(paths.guilds, () => import('./routes/guilds')),
    route(patterns.guild, () => import('./routes/guild')),
    route(paths.status, () => import('./routes/status')),
    route(paths.roadmap, () => import('./routes/roadmap')),
    route(paths.publicLoyalty, () => import('./routes/public-loyalty')),
    route(paths.legalNotice, () => import('./routes/legal-notice')),
    route(paths.privacy, () => import('./routes/privacy')),
    route(paths.news, () => import('./routes/news')),
    route(patterns.news, () => import('./routes/news-item')),
    result('topUpSuccess'),
    result('topUpFailure'),
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
    route(paths.loyalty, () => import('./routes/loyalty'), results),
    route(paths.history, () => import('./routes/history')),
    route(patterns.receipt, () => import('./routes/receipt')),
    route(paths.withdrawal, () => import('./routes/withdrawal')),
    route(paths.topUp, () => import('./routes/top-up')),
    route(paths.transfer, () => import('./routes/transfer'), results),
    route(paths.vote, () => import('./routes/vote')),
    ...(__MOCK_AUTH__ ? [route(paths.mock.session, () => import('./routes/mock-session'))] : []),
  ],
  /**
   * The operator's console (docs/operator-console.md), among the player's pages: an operator's
   * only (`operatorOnly`). Each module holds none of the console's code, which it imports for an
   * operator only (src/app/routes/admin-route.tsx).
   */
  operator: [
    route(paths.admin.players, () => import('./routes/admin-players')),
    route(patterns.adminPlayer, () => import('./routes/admin-player')),
    route(paths.admin.audit, () => import('./routes/admin-audit')),
    route(paths.admin.payments, () => import('./routes/admin-payments')),
    route(paths.admin.promotions, () => import('./routes/admin-promotions')),
    route(paths.admin.rewards, () => import('./routes/admin-rewards')),
    route(paths.admin.siteNotice, () => import('./routes/admin-notice')),
    route(paths.admin.incidents, () => import('./routes/admin-incidents')),
    route(paths.admin.voteSites, () => import('./routes/admin-vote-sites')),
    route(paths.admin.approvals, () => import('./routes/admin-approvals')),
    route(paths.admin.news, () => import('./routes/admin-news')),
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
