import { tooManyAttemptsNotice } from '@contract/rules/limits'
import type { VoteSiteView } from '@contract/schemas'
import { voteMachine } from '@machines/vote.machine'
import { useSelector } from '@xstate/react'
import { useCallback, useMemo } from 'react'
import { useLoaderData } from 'react-router-dom'
import { css } from 'styled-system/css'
import { fromPromise } from 'xstate'
import { useFlow } from '@/shared/flows/use-flow'
import { useServices } from '@/shared/runtime/services'
import { container, lead, pageTitleStyle } from '@/shared/page/styles'
import { useSession } from '@/shared/auth/session'
import { Deferred } from '@/shared/page/Deferred'
import { WarningBox } from '@/shared/components/Alert'
import { requestVoteToken, type VotesData } from './api'
import { VoteSiteCard } from './VoteSiteCard'
import { saveStoredVote } from './vote-storage'

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
  gap: { base: '4', md: '6' },
  listStyle: 'none',
})

/** The player's name on one line, its room kept while the session loads. */
const voter = css({
  color: 'fg.muted',
  minHeight: '1lh',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})

/**
 * /vote: the player's voting sites; picking one gets a token, stores it and leaves for the site.
 * A request refused for too many attempts stays on the page, which says when to try again.
 */
export function VotePage() {
  const { api } = useServices()
  const { user } = useSession()
  const { sites } = useLoaderData<VotesData>()

  const machine = useMemo(
    () =>
      voteMachine.provide({
        actors: {
          requestVoteToken: fromPromise(({ input }) => requestVoteToken(api, input.providerId)),
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
  const retryAfterS = useSelector(flow, (snapshot) => snapshot.context.retryAfterS)
  const pick = useCallback(
    (site: VoteSiteView) =>
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
        {/* One line, held while the session loads: the name never moves the page (decision 038). */}
        <p className={voter}>
          {name && (
            <>
              <strong className={css({ color: 'fg.default' })}>{name}</strong>, merci de votre
              soutien.
            </>
          )}
        </p>
        <p className={lead}>
          Chaque vote fait connaître le serveur. Votez sur chaque site dès que c&apos;est
          possible&nbsp;: votre vote est comptabilisé à votre retour sur le portail.
        </p>
      </header>
      {retryAfterS !== null && (
        <WarningBox title="Vote impossible">{tooManyAttemptsNotice(retryAfterS)}</WarningBox>
      )}
      <Deferred
        value={sites}
        loading="Chargement des sites de vote…"
        unavailable="La liste des sites de vote est indisponible pour le moment."
      >
        {(list) =>
          list.length === 0 ? (
            <p className={css({ color: 'fg.muted' })}>
              Aucun site de vote n&apos;est proposé pour le moment.
            </p>
          ) : (
            <ul className={grid} aria-label="Sites de vote">
              {list.map((site) => (
                <li key={site.id}>
                  <VoteSiteCard site={site} busy={busySite === site.id} onPick={pick} />
                </li>
              ))}
            </ul>
          )
        }
      </Deferred>
    </div>
  )
}
