import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import type { ResultKind } from '@/features/public/results'
import { shouldRunVoteReturnAgain, voteReturnLoader } from '@/features/vote/api'
import { guestOnly, signedInOnly } from '@/shared/auth/guards'
import type { AuthHost } from '@/shared/auth/session'
import { paths, patterns } from '@/shared/paths'
import type { RouteHandle } from '@/shared/route-handle'
import type { Services } from '@/shared/services'
import { RouteError, ShellError } from './shell/ErrorPages'
import { Layout, LayoutFallback } from './shell/Layout'

const title = (text: string): RouteHandle => ({ title: text })

/** A page of a feature, loaded on demand: `lazy` resolves its module's component. */
function page<M>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) {
  return async () => ({ Component: pick(await load()) })
}

/**
 * Every route of the portal, in one table: its path (src/shared/paths.ts), its title, its page
 * (each a lazy chunk) and the loader that reads its data before it renders (each feature's
 * api.ts, loaded with its page: the landing page carries no API client but the vote return's
 * check of a stored vote). Signed-in pages sit under a parent loader that waits for the session and sends
 * visitors home; sign-in pages under one that sends signed-in players home.
 */
export function appRoutes({ api, auth, mock }: Services, session: AuthHost): RouteObject[] {
  const settled = () => session.settled()

  const resultRoute = (
    kind: ResultKind,
    pageTitle: string,
    loader?: () => unknown,
  ): RouteObject => ({
    path: `/${kind}`,
    handle: title(pageTitle),
    loader,
    lazy: async () => {
      const { ResultPage } = await import('@/features/public/ResultPage')
      return { Component: () => <ResultPage kind={kind} /> }
    },
  })

  const publicRoutes: RouteObject[] = [
    {
      index: true,
      loader: () => voteReturnLoader(api, settled),
      shouldRevalidate: shouldRunVoteReturnAgain,
      lazy: page(
        () => import('./HomeRoute'),
        (m) => m.HomeRoute,
      ),
    },
    {
      path: paths.cgu,
      handle: title("Conditions générales d'utilisation"),
      lazy: page(
        () => import('@/features/public/CguPage'),
        (m) => m.CguPage,
      ),
    },
    {
      path: paths.download,
      handle: title('Téléchargement'),
      lazy: page(
        () => import('@/features/public/DownloadPage'),
        (m) => m.DownloadPage,
      ),
    },
    {
      path: paths.ranking,
      handle: title('Classement'),
      loader: async () => (await import('@/features/public/api')).rankingLoader(api),
      lazy: page(
        () => import('@/features/public/RankingPage'),
        (m) => m.RankingPage,
      ),
    },
    {
      path: paths.roadmap,
      handle: title('Roadmap'),
      lazy: page(
        () => import('@/features/public/RoadmapPage'),
        (m) => m.RoadmapPage,
      ),
    },
    {
      path: paths.publicFidelity,
      handle: title('Récompenses de fidélité'),
      loader: async () => (await import('@/features/fidelity/api')).publicRewardsLoader(api),
      lazy: page(
        () => import('@/features/fidelity/PublicFidelityPage'),
        (m) => m.PublicFidelityPage,
      ),
    },
    resultRoute('shop-points-success', 'Rechargement effectué'),
    resultRoute('shop-points-failure', 'Rechargement annulé'),
    resultRoute('shop-transfer-success', 'Transfert effectué'),
    resultRoute('shop-transfer-failure', 'Transfert annulé'),
    resultRoute('shop-transfer-pending', 'Transfert non confirmé', async () =>
      (await import('@/features/public/api')).balanceLoader(api),
    ),
    resultRoute('fidelity-claim-success', 'Récupération effectuée'),
    resultRoute('fidelity-claim-failure', 'Récupération annulée'),
    resultRoute('fidelity-claim-pending', 'Récupération non confirmée'),
  ]

  const guestRoutes: RouteObject = {
    id: 'guest-only',
    loader: guestOnly(session),
    children: [
      {
        path: paths.login,
        handle: title('Connexion'),
        lazy: page(
          () => import('@/features/auth/LoginPage'),
          (m) => m.default,
        ),
      },
      {
        path: paths.register,
        handle: title('Inscription'),
        lazy: page(
          () => import('@/features/auth/RegisterPage'),
          (m) => m.default,
        ),
      },
      {
        path: paths.resetPassword,
        handle: title('Mot de passe oublié'),
        lazy: page(
          () => import('@/features/auth/ResetPasswordPage'),
          (m) => m.default,
        ),
      },
    ],
  }

  const signedInRoutes: RouteObject = {
    id: 'signed-in',
    loader: signedInOnly(session),
    children: [
      {
        path: paths.profile,
        handle: title('Profil'),
        loader: async () => (await import('@/features/account/api')).profileLoader(api),
        lazy: page(
          () => import('@/features/account/ProfilePage'),
          (m) => m.ProfilePage,
        ),
      },
      {
        path: paths.accounts,
        handle: title('Comptes de jeu'),
        loader: async () => (await import('@/features/account/api')).accountsLoader(api),
        lazy: page(
          () => import('@/features/account/AccountsPage'),
          (m) => m.AccountsPage,
        ),
      },
      {
        path: patterns.account,
        handle: title('Compte de jeu'),
        lazy: page(
          () => import('@/features/account/AccountPlaceholderPage'),
          (m) => m.AccountPlaceholderPage,
        ),
      },
      {
        path: paths.fidelity,
        handle: title('Fidélité'),
        loader: async () => (await import('@/features/fidelity/api')).fidelityLoader(api),
        lazy: page(
          () => import('@/features/fidelity/FidelityPage'),
          (m) => m.FidelityPage,
        ),
      },
      {
        path: paths.shopPoints,
        handle: title('Rechargement AirPoints'),
        lazy: page(
          () => import('@/features/shop/ShopPointsPage'),
          (m) => m.default,
        ),
      },
      {
        path: paths.shopItems,
        handle: title('Boutique'),
        loader: async () => (await import('@/features/shop/api')).transferLoader(api),
        lazy: page(
          () => import('@/features/shop/ShopItemsPage'),
          (m) => m.default,
        ),
      },
      {
        path: paths.vote,
        handle: title('Voter'),
        loader: async () => (await import('@/features/vote/api')).votesLoader(api),
        lazy: page(
          () => import('@/features/vote/VotePage'),
          (m) => m.default,
        ),
      },
      ...(__MOCK_AUTH__
        ? [
            {
              path: paths.mock.session,
              handle: title('Session simulée'),
              lazy: page(
                () => import('@/features/auth/mock/SessionPage'),
                (m) => m.default,
              ),
            },
          ]
        : []),
    ],
  }

  // Mock builds only: the stand-ins for the mailbox, the payment page, the voting sites, and
  // the dev panel's full page. A live build has neither these routes nor their chunks.
  const mockRoutes: RouteObject[] = [
    ...(__MOCK_AUTH__
      ? [
          {
            path: paths.mock.mailbox,
            handle: title('Boîte mail simulée'),
            lazy: page(
              () => import('@/features/auth/mock/MailboxPage'),
              (m) => m.default,
            ),
          },
          {
            path: paths.mock.verify,
            handle: title("Vérification de l'adresse email"),
            loader: async ({ request }: { request: Request }) =>
              (await import('@/features/auth/mock/api')).verifyEmailLoader(mock, auth)({ request }),
            shouldRevalidate: () => false,
            lazy: page(
              () => import('@/features/auth/mock/VerifyEmailPage'),
              (m) => m.default,
            ),
          },
          {
            path: paths.mock.reset,
            handle: title('Nouveau mot de passe'),
            lazy: page(
              () => import('@/features/auth/mock/ResetConfirmPage'),
              (m) => m.default,
            ),
          },
        ]
      : []),
    ...(__MOCK_API__
      ? [
          {
            path: patterns.mockCheckout,
            handle: title('Paiement simulé'),
            lazy: page(
              () => import('@/features/shop/mock/MockCheckoutPage'),
              (m) => m.default,
            ),
          },
          {
            path: patterns.mockVote,
            handle: title('Site de vote simulé'),
            lazy: page(
              () => import('@/features/vote/MockVoteSitePage'),
              (m) => m.default,
            ),
          },
        ]
      : []),
    ...(__MOCK_BUILD__
      ? [
          {
            path: paths.dev,
            handle: title('Outils de test'),
            lazy: page(
              () => import('@/features/dev/DevPage'),
              (m) => m.default,
            ),
          },
        ]
      : []),
  ]

  return [
    {
      id: 'root',
      element: <Layout />,
      errorElement: <ShellError />,
      hydrateFallbackElement: <LayoutFallback />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            ...publicRoutes,
            guestRoutes,
            signedInRoutes,
            ...mockRoutes,
            {
              path: '*',
              handle: title('Page introuvable'),
              lazy: page(
                () => import('./shell/NotFound'),
                (m) => m.default,
              ),
            },
          ],
        },
      ],
    },
  ]
}

/**
 * The portal's router. The loaders run again whenever the session changes once known (sign-in,
 * sign-out, a revoked session), so that guards and personal data follow it.
 */
export function createAppRouter(services: Services, session: AuthHost) {
  const router = createBrowserRouter(appRoutes(services, session))
  let known = session.getSession().status
  session.subscribe(() => {
    const { status } = session.getSession()
    if (status === 'loading' || status === known) return
    const first = known === 'loading'
    known = status
    // The first answer reaches loaders that were already waiting for it.
    if (!first) void router.revalidate()
  })
  return router
}
