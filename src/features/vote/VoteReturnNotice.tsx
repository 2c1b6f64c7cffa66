import { use } from 'react'
import { css } from 'styled-system/css'
import { tooManyAttemptsNotice, VOTE_UNCONFIRMED_NOTICE } from '@contract/rules'
import { Notice, WarningBox } from '@/shared/components/Alert'
import { container } from '@/shared/page/styles'
import type { VoteReturn } from './vote-return'

/**
 * On the home page: the thanks once the return from a voting site counted the vote, or the
 * notice that the site has not confirmed it or that there were too many attempts (the vote stays
 * stored; the next return tries again). Loaded on demand, only when a vote is stored; the home
 * route draws it after hydration, inside a Suspense boundary (it waits for the vote's check).
 */
export function VoteReturnNotice({ voteReturn }: { voteReturn: Promise<VoteReturn> }) {
  const outcome = use(voteReturn)
  if (outcome.kind === 'unconfirmed' || outcome.kind === 'rateLimited') {
    return (
      <div className={`${container} ${css({ pt: '6' })}`}>
        <WarningBox title="Vote en attente">
          {outcome.kind === 'rateLimited'
            ? tooManyAttemptsNotice(outcome.retryAfterS)
            : VOTE_UNCONFIRMED_NOTICE}
        </WarningBox>
      </div>
    )
  }
  if (outcome.kind !== 'counted') return null
  return (
    <div className={`${container} ${css({ pt: '6' })}`}>
      <Notice title="Vote comptabilisé">Merci&nbsp;! Votre vote a bien été pris en compte.</Notice>
    </div>
  )
}
