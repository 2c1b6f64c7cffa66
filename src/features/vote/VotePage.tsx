import type { VoteProvider } from '@contract/schemas'
import type { ApiAnswer } from '@machines/api-answer'
import { voteMachine } from '@machines/vote.machine'
import { useSelector } from '@xstate/react'
import { useCallback, useMemo } from 'react'
import { css } from 'styled-system/css'
import { fromPromise } from 'xstate'
import { useFlow } from '@/shared/use-flow'
import { readVotes, useRead } from '@/shared/api/use-read'
import { useServices } from '@/shared/services'
import { container, lead, pageTitleStyle } from '@/shared/styles'
import { useSession } from '@/shared/auth/session'
import { Spinner } from '@/shared/components/Spinner'
import { VoteSiteCard } from './VoteSiteCard'
import { saveStoredVote } from './vote-storage'

type SitesState = { status: 'loading' } | { status: 'ready'; sites: VoteProvider[] }

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
  gap: { base: '4', md: '6' },
  listStyle: 'none',
})

/** /vote: the player's voting sites; picking one gets a token, stores it and leaves for the site. */
export default function VotePage() {
  const { api } = useServices()
  const { user } = useSession()
  // A failed list call is silently ignored (spec section 7): no site to show.
  const { state: read } = useRead(readVotes)
  const state: SitesState =
    read.status === 'loading' ? read : { status: 'ready', sites: read.value ?? [] }

  const machine = useMemo(
    () =>
      voteMachine.provide({
        actors: {
          requestVoteToken: fromPromise<ApiAnswer, { providerId: string }>(({ input }) =>
            api.votes.request({ body: { providerId: input.providerId } }),
          ),
        },
        actions: {
          storeVote: (_, vote) => saveStoredVote(vote),
          leaveFor: (_, { link }) => window.location.assign(link),
        },
      }),
    [api],
  )
  const flow = useFlow(machine)
  const busySite = useSelector(flow, (snapshot) =>
    snapshot.hasTag('busy') ? (snapshot.context.site?.id ?? null) : null,
  )
  const pick = useCallback(
    (site: VoteProvider) =>
      flow.send({
        type: 'vote.pick',
        site: { id: site.id, link: site.link, nextVote: site.nextVote },
      }),
    [flow],
  )

  const name = user?.displayName || user?.email || ''

  return (
    <div
      className={`${container} ${css({ py: { base: '10', md: '16' }, display: 'flex', flexDirection: 'column', gap: '8' })}`}
    >
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <h1 className={pageTitleStyle}>Voter pour le serveur</h1>
        <p className={lead}>
          <strong className={css({ color: 'fg.default' })}>{name}</strong>, chaque vote fait
          connaître le serveur. Votez sur chaque site dès que c&apos;est possible : votre vote est
          comptabilisé à votre retour sur le portail.
        </p>
      </header>
      {state.status === 'loading' ? (
        <p
          className={css({ display: 'flex', alignItems: 'center', gap: '3', color: 'fg.muted' })}
          role="status"
        >
          <Spinner size="md" /> Chargement des sites de vote…
        </p>
      ) : state.sites.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>
          Aucun site de vote n&apos;est disponible pour le moment.
        </p>
      ) : (
        <ul className={grid} aria-label="Sites de vote">
          {state.sites.map((site) => (
            <li key={site.id}>
              <VoteSiteCard site={site} busy={busySite === site.id} onPick={pick} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
