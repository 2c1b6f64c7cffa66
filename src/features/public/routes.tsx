import type { RouteObject } from 'react-router-dom'
import type { RouteHandle } from '@/shared/route-handle'
import type { ResultKind } from './results'

const title = (text: string): RouteHandle => ({ title: text })

const resultRoute = (kind: ResultKind, pageTitle: string): RouteObject => ({
  path: `/${kind}`,
  handle: title(pageTitle),
  lazy: async () => {
    const { ResultPage } = await import('./ResultPage')
    return { Component: () => <ResultPage kind={kind} /> }
  },
})

/** The pages anyone can read (spec section 2), each loaded on demand. */
export const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./HomePage')).HomePage }),
  },
  {
    path: '/cgu',
    handle: title("Conditions générales d'utilisation"),
    lazy: async () => ({ Component: (await import('./CguPage')).CguPage }),
  },
  {
    path: '/download',
    handle: title('Téléchargement'),
    lazy: async () => ({ Component: (await import('./DownloadPage')).DownloadPage }),
  },
  {
    path: '/ranking',
    handle: title('Classement'),
    lazy: async () => ({ Component: (await import('./RankingPage')).RankingPage }),
  },
  {
    path: '/roadmap',
    handle: title('Roadmap'),
    lazy: async () => ({ Component: (await import('./RoadmapPage')).RoadmapPage }),
  },
  resultRoute('shop-points-success', 'Rechargement effectué'),
  resultRoute('shop-points-failure', 'Rechargement annulé'),
  resultRoute('shop-transfer-success', 'Transfert effectué'),
  resultRoute('shop-transfer-failure', 'Transfert annulé'),
  resultRoute('fidelity-claim-success', 'Récupération effectuée'),
  resultRoute('fidelity-claim-failure', 'Récupération annulée'),
]
