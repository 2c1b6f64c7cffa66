import { HomePage } from '@/features/public/HomePage'
import { VoteReturnNotice } from '@/features/vote/VoteReturnNotice'

/** The home page, with the thanks of a vote counted on the return from a voting site. */
export function HomeRoute() {
  return (
    <>
      <VoteReturnNotice />
      <HomePage />
    </>
  )
}
