import type { ApiAnswer } from '@machines/api-answer'
import { voteReturnMachine } from '@machines/vote-return.machine'
import { useMemo, useState } from 'react'
import { css } from 'styled-system/css'
import { fromPromise } from 'xstate'
import type { ApiClient } from '@/shared/api/client'
import { useFlow } from '@/shared/use-flow'
import { useServices } from '@/shared/services'
import { container } from '@/shared/styles'
import { Notice } from '@/shared/components/Alert'
import { clearStoredVote, readStoredVote } from './vote-storage'

/**
 * One validation per token, even when React starts the flow twice (Strict Mode restarts an
 * invoked promise): a token is single-use, a second call would only be refused.
 */
const validations = new Map<string, Promise<ApiAnswer>>()

function validateOnce(api: ApiClient, voteToken: string): Promise<ApiAnswer> {
  let validation = validations.get(voteToken)
  if (!validation) {
    validation = api.votes.validate({ body: { voteToken } })
    validations.set(voteToken, validation)
  }
  return validation
}

/**
 * Back on the home page, signed in: validates the stored vote when the player was away 20 s or
 * more, removes it in every case, and thanks the player when the vote counted.
 */
export default function VoteReturn() {
  const { api } = useServices()
  const [stored] = useState(readStoredVote)
  const [counted, setCounted] = useState(false)
  const machine = useMemo(
    () =>
      voteReturnMachine.provide({
        actors: {
          validateVote: fromPromise<ApiAnswer, { voteToken: string }>(({ input }) =>
            validateOnce(api, input.voteToken),
          ),
        },
        actions: {
          clearStoredVote: () => clearStoredVote(),
          voteCounted: () => setCounted(true),
        },
      }),
    [api],
  )
  useFlow(machine, { input: { stored } })

  if (!counted) return null
  return (
    <div className={`${container} ${css({ pt: '6' })}`}>
      <Notice title="Vote comptabilisé">Merci ! Votre vote a bien été pris en compte.</Notice>
    </div>
  )
}
