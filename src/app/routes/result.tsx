import { balanceLoader } from '@/features/public/api'
import { ResultPage } from '@/features/public/ResultPage'
import { RESULTS, type ResultKind } from '@/features/public/results'
import { publicPage, titled, type RouteModule } from '../route-module'

/**
 * The route module of a result page, one for all of them (src/features/public/results.ts). A
 * page that reads nothing is pre-rendered (not for search engines); a page that shows the
 * balance reads it.
 */
export function resultRoute(kind: ResultKind): RouteModule {
  const { pageTitle, balance } = RESULTS[kind]
  const Component = () => <ResultPage kind={kind} />
  if (balance)
    return { handle: titled(pageTitle), loader: ({ api }) => balanceLoader(api), Component }
  return {
    handle: {
      ...publicPage(pageTitle, `${pageTitle}\u00a0: le résultat de votre opération sur AirFlyff.`),
      noindex: true,
    },
    Component,
  }
}
