import { HomePage } from '@/features/public/HomePage'
import { VoteReturnNotice } from '@/features/vote/VoteReturnNotice'
import { shouldRunVoteReturnAgain, voteReturnLoader } from '@/features/vote/vote-return'
import { publicPage, type RouteLoader } from '../route-module'

export const handle = publicPage(
  undefined,
  'AirFlyff, le serveur privé Flyff haut taux\u00a0: inscription, AirPoints, votes, récompenses de fidélité et classement des personnages.',
)

/** Back from a voting site: the stored vote is checked (the landing page reads nothing else). */
export const loader: RouteLoader = ({ api, session }) =>
  voteReturnLoader(api, () => session.settled())

export const shouldRevalidate = shouldRunVoteReturnAgain

/** The home page, with the thanks of a vote counted on the return from a voting site. */
export function Component() {
  return (
    <>
      <VoteReturnNotice />
      <HomePage />
    </>
  )
}
