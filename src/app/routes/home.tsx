import { lazy, Suspense } from 'react'
import { useLoaderData } from 'react-router-dom'
import { HomePage } from '@/features/public/HomePage'
import {
  shouldRunVoteReturnAgain,
  voteReturnLoader,
  type VoteReturnData,
} from '@/features/vote/vote-return'
import { useHydrated } from '@/shared/hooks/use-hydrated'
import { publicPage, type RouteLoader } from '../route-module'

export const handle = publicPage(
  undefined,
  'AirFlyff, le serveur privé Flyff haut taux\u00a0: inscription, AirPoints, votes, récompenses de fidélité et classement des personnages.',
)

/**
 * The notice of a vote's return and the contract's texts it shows: loaded only when a vote is
 * stored (the landing page of a visitor without one carries none of it).
 */
const noticeModule = () => import('@/features/vote/VoteReturnNotice')
const VoteReturnNotice = lazy(async () => ({ default: (await noticeModule()).VoteReturnNotice }))

/** Back from a voting site: the stored vote is checked (the landing page reads nothing else). */
export const loader: RouteLoader = ({ api, session }) => {
  const data = voteReturnLoader(api, () => session.settled())
  // The notice's code is fetched beside the vote's check, not after it (a failed fetch is
  // reported when the notice renders).
  if (data.voteReturn) noticeModule().catch(() => undefined)
  return data
}

export const shouldRevalidate = shouldRunVoteReturnAgain

/**
 * The notice of a vote's return, drawn after hydration only: the pre-rendered home page has no
 * stored vote, and a thanks appearing inside its hydrating HTML would not match it.
 */
function VoteReturn({ voteReturn }: { voteReturn: NonNullable<VoteReturnData['voteReturn']> }) {
  const hydrated = useHydrated()
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <VoteReturnNotice voteReturn={voteReturn} />
    </Suspense>
  )
}

/**
 * The three latest news under the selling points, from a chunk of their own after hydration
 * (decision 052): below the fold, they move nothing the visitor sees.
 */
const LatestNews = lazy(() => import('@/features/news/LatestNews'))

/** The home page, with the thanks of a vote counted on the return from a voting site. */
export function Component() {
  const { voteReturn } = useLoaderData<VoteReturnData>()
  const hydrated = useHydrated()
  return (
    <>
      {voteReturn && <VoteReturn voteReturn={voteReturn} />}
      <HomePage />
      {hydrated && (
        <Suspense fallback={null}>
          <LatestNews />
        </Suspense>
      )}
    </>
  )
}
