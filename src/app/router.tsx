import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type RouteObject,
} from 'react-router-dom'
import { GuestPages } from '@/features/auth/GuestPages'
import type { ResultKind } from '@/features/public/results'
import { shouldRunVoteReturnAgain, voteReturnLoader } from '@/features/vote/vote-return'
import { guestOnly, signedInOnly } from '@/shared/auth/guards'
import type { AuthHost } from '@/shared/auth/session'
import { paths, patterns } from '@/shared/paths'
import type { RouteHandle } from '@/shared/route-handle'
import type { Services } from '@/shared/services'
import { RouteError, ShellError } from './shell/ErrorPages'
import { Layout, LayoutFallback } from './shell/Layout'

const GUEST_ONLY = 'guest-only'

const title = (text: string): RouteHandle => ({ title: text })

/** A public page: pre-rendered at build time, with its description in the HTML head. */
const publicPage = (text: string | undefined, description: string): RouteHandle => ({
  title: text,
  description,
})

/** A page of a feature, loaded on demand: `lazy` resolves its module's component. */
function page<M>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) {
  return async () => ({ Component: pick(await load()) })
}

/** The result pages' code (one page for all of them) and the pending pages' loaders. */
const resultPageModule = () => import('@/features/public/ResultPage')
const resultApiModule = () => import('@/features/public/api')

/**
 * A page whose form leads to a result page, loaded with that page's code: when the connection
 * drops while the form is sent, the answer (or the lack of one) still shows its result page
 * instead of a failed load.
 */
function leadingToResults<M>(load: () => Promise<M>) {
  return async () => (await Promise.all([load(), resultPageModule(), resultApiModule()]))[0]
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
    // Pages that read nothing are pre-rendered; the pending pages read the balance.
    handle: loader
      ? title(pageTitle)
      : {
          ...publicPage(
            pageTitle,
            `${pageTitle}\u00a0: le résultat de votre opération sur AirFlyff.`,
          ),
          noindex: true,
        },
    loader,
    lazy: async () => {
      const { ResultPage } = await resultPageModule()
      return { Component: () => <ResultPage kind={kind} /> }
    },
  })

  const publicRoutes: RouteObject[] = [
    {
      index: true,
      handle: publicPage(
        undefined,
        'AirFlyff, le serveur privé Flyff haut taux\u00a0: inscription, AirPoints, votes, récompenses de fidélité et classement des personnages.',
      ),
      loader: () => voteReturnLoader(api, settled),
      shouldRevalidate: shouldRunVoteReturnAgain,
      lazy: page(
        () => import('./HomeRoute'),
        (m) => m.HomeRoute,
      ),
    },
    {
      path: paths.cgu,
      handle: publicPage(
        "Conditions générales d'utilisation",
        "Les conditions générales d'utilisation du serveur AirFlyff et de son portail\u00a0: compte, AirPoints, règles de jeu et données personnelles.",
      ),
      lazy: page(
        () => import('@/features/public/CguPage'),
        (m) => m.CguPage,
      ),
    },
    {
      path: paths.download,
      handle: publicPage(
        'Téléchargement',
        'Téléchargez le client AirFlyff, vérifiez la configuration requise et rejoignez le serveur en quelques minutes.',
      ),
      lazy: page(
        () => import('@/features/public/DownloadPage'),
        (m) => m.DownloadPage,
      ),
    },
    {
      path: paths.ranking,
      handle: publicPage(
        'Classement',
        'Le classement des personnages AirFlyff\u00a0: niveau, classe, guilde et temps de jeu des meilleurs joueurs du serveur.',
      ),
      loader: async () => (await import('@/features/public/api')).rankingLoader(api),
      lazy: page(
        () => import('@/features/public/RankingPage'),
        (m) => m.RankingPage,
      ),
    },
    {
      path: paths.roadmap,
      handle: publicPage(
        'Roadmap',
        "La feuille de route d'AirFlyff\u00a0: les prochaines mises à jour, événements et nouveautés prévus pour le serveur.",
      ),
      lazy: page(
        () => import('@/features/public/RoadmapPage'),
        (m) => m.RoadmapPage,
      ),
    },
    {
      path: paths.publicFidelity,
      handle: publicPage(
        'Récompenses de fidélité',
        "Les récompenses de fidélité mensuelles d'AirFlyff\u00a0: ce que chaque palier de points rapporte aux joueurs fidèles.",
      ),
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
      (await resultApiModule()).balanceLoader(api),
    ),
    resultRoute('fidelity-claim-success', 'Récupération effectuée'),
    resultRoute('fidelity-claim-failure', 'Récupération annulée'),
    resultRoute('fidelity-claim-pending', 'Récupération non confirmée'),
  ]

  const guestRoutes: RouteObject = {
    id: GUEST_ONLY,
    loader: guestOnly(session),
    Component: GuestPages,
    children: [
      {
        path: paths.login,
        handle: publicPage(
          'Connexion',
          'Connectez-vous au portail AirFlyff pour gérer vos comptes de jeu, vos AirPoints, vos votes et vos récompenses.',
        ),
        lazy: page(
          () => import('@/features/auth/LoginPage'),
          (m) => m.default,
        ),
      },
      {
        path: paths.register,
        handle: publicPage(
          'Inscription',
          'Créez votre compte sur le portail AirFlyff, le serveur privé Flyff haut taux, puis vos comptes de jeu.',
        ),
        lazy: page(
          () => import('@/features/auth/RegisterPage'),
          (m) => m.default,
        ),
      },
      {
        path: paths.resetPassword,
        handle: publicPage(
          'Mot de passe oublié',
          'Recevez par e-mail un lien pour choisir un nouveau mot de passe pour votre compte du portail AirFlyff.',
        ),
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
          leadingToResults(() => import('@/features/fidelity/FidelityPage')),
          (m) => m.FidelityPage,
        ),
      },
      {
        path: paths.shopPoints,
        handle: title('Rechargement AirPoints'),
        loader: async () => (await import('@/features/shop/api')).topUpLoader(api),
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
          leadingToResults(() => import('@/features/shop/ShopItemsPage')),
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
            handle: title('Boîte e-mail simulée'),
            lazy: page(
              () => import('@/features/auth/mock/MailboxPage'),
              (m) => m.default,
            ),
          },
          {
            path: paths.mock.verify,
            handle: title("Vérification de l'adresse e-mail"),
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

  return withIds([
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
              handle: {
                ...publicPage(
                  'Page introuvable',
                  "Cette page n'existe pas sur le portail AirFlyff.",
                ),
                noindex: true,
              },
              lazy: page(
                () => import('./shell/NotFound'),
                (m) => m.default,
              ),
            },
          ],
        },
      ],
    },
  ])
}

/**
 * Names every route as the data router would ('0-1-3', by position), so that the pre-rendered
 * HTML and the browser's hydration data speak of the same routes.
 */
function withIds(routes: RouteObject[], parent: string[] = []): RouteObject[] {
  return routes.map((route, index) => {
    const position = [...parent, String(index)]
    const id = route.id ?? position.join('-')
    if (route.index) return { ...route, id }
    return { ...route, id, children: route.children && withIds(route.children, position) }
  })
}

/**
 * What the browser needs to hydrate a pre-rendered page (src/app/prerender.tsx): the page's
 * modules loaded and its loaders run (they return at once: reads are left unawaited), so that
 * the first render draws the page as the HTML has it. Null when the page is not the one written
 * in the HTML, or when a loader redirects: the app then renders from scratch.
 */
export async function hydrationFor(
  routes: RouteObject[],
  prerenderedId: string,
): Promise<HydrationState | null> {
  const matches = matchRoutes(routes, window.location) ?? []
  if (matches.at(-1)?.route.id !== prerenderedId) return null
  const request = new Request(window.location.href)
  const url = new URL(request.url)
  const pattern = matches
    .map(({ route }) => route.path ?? '')
    .join('/')
    .replace(/\/+/g, '/')
  const loaderData: Record<string, unknown> = {}
  try {
    for (const { route, params } of matches) {
      if (typeof route.lazy === 'function') {
        Object.assign(route, { ...(await route.lazy()), lazy: undefined })
      }
      if (typeof route.loader === 'function' && route.id) {
        loaderData[route.id] = await route.loader({
          request,
          url,
          pattern,
          params,
          context: undefined,
        })
      }
    }
  } catch {
    return null
  }
  return { loaderData }
}

/**
 * The portal's router. The loaders run again whenever the session changes once known (sign-in,
 * sign-out, a revoked session), so that guards and personal data follow it.
 */
export function createAppRouter(
  routes: RouteObject[],
  session: AuthHost,
  hydrationData?: HydrationState,
) {
  const router = createBrowserRouter(routes, hydrationData && { hydrationData })
  // The guest pages' guard does not wait for the session: a player signed in meanwhile leaves them.
  const leaveGuestPage = () => {
    const onGuestPage = router.state.matches.some((match) => match.route.id === GUEST_ONLY)
    if (onGuestPage && session.getSession().status === 'signedIn') void router.revalidate()
  }
  let known = session.getSession().status
  session.subscribe(() => {
    const { status } = session.getSession()
    if (status === 'loading' || status === known) return
    const first = known === 'loading'
    known = status
    // The first answer reaches the loaders that were waiting for it.
    if (first) leaveGuestPage()
    else void router.revalidate()
  })
  leaveGuestPage()
  return router
}
