import { VOTE_VALIDATION_DELAY_MS } from '@contract/rules'
import { useEffect, useState } from 'react'
import { useParams, useSearchParams } from 'react-router-dom'
import { css } from 'styled-system/css'
import { paths } from '@/shared/routing/paths'
import { useServices } from '@/shared/runtime/services'
import { container, lead, pageTitleStyle } from '@/shared/page/styles'
import { Notice, WarningBox } from '@/shared/components/Alert'
import { Button } from '@/shared/components/Button'
import { Card } from '@/shared/components/Card'
import { button } from 'styled-system/recipes/button'
import { useNow } from '@/shared/hooks/use-now'

/** Just past the delay the portal waits for, so that the automatic return validates the vote. */
export const AUTO_RETURN_MS = VOTE_VALIDATION_DELAY_MS + 5_000

function providerName(records: { id: string; name: string }[], id: string): string {
  return records.find((record) => record.id === id)?.name ?? id
}

type Cast = 'idle' | 'casting' | 'recorded' | 'refused'

/**
 * /__mock/vote/<provider> (mock mode only): stands for the external voting site. « Voter »
 * casts the vote on the simulated site (with the vote's reference from the link), which records
 * it unless the dev panel makes it refuse, and calls the portal back if it is a site that does.
 * The player goes back to the portal by a link or after a while, with a full page load as from
 * a real site.
 */
export function MockVoteSitePage() {
  const { provider = '' } = useParams()
  const [search] = useSearchParams()
  const ref = search.get('pingUsername') ?? search.get('p_resp') ?? ''
  const { mock } = useServices()
  const [arrivedAt] = useState(() => Date.now())
  const [cast, setCast] = useState<Cast>('idle')
  const now = useNow(1000)
  const name = mock ? providerName(mock.db.all('voteProviders'), provider) : provider

  useEffect(() => {
    const timer = window.setTimeout(() => window.location.assign(paths.home), AUTO_RETURN_MS)
    return () => window.clearTimeout(timer)
  }, [])

  const vote = async () => {
    if (!mock) return
    setCast('casting')
    const recorded = await mock.votes.sites.vote(provider, { ref })
    setCast(recorded ? 'recorded' : 'refused')
  }

  const seconds = Math.max(0, Math.ceil((arrivedAt + AUTO_RETURN_MS - now.getTime()) / 1000))

  return (
    <div className={`${container} ${css({ py: { base: '10', md: '16' }, maxWidth: '40rem' })}`}>
      <Card as="section" aria-labelledby="site-vote-titre">
        <h1 id="site-vote-titre" className={pageTitleStyle}>
          {name} — site de vote simulé
        </h1>
        {cast === 'recorded' && (
          <Notice title="Vote enregistré">
            Merci&nbsp;! {name} a enregistré votre vote pour le serveur.
          </Notice>
        )}
        {cast === 'refused' && (
          <WarningBox title="Vote refusé">{name} n&apos;a pas enregistré votre vote.</WarningBox>
        )}
        {(cast === 'idle' || cast === 'casting') && (
          <p>
            <Button size="lg" disabled={cast === 'casting'} onClick={() => void vote()}>
              Voter pour le serveur
            </Button>
          </p>
        )}
        <p className={lead}>
          Retour automatique vers le portail dans {seconds} seconde{seconds > 1 ? 's' : ''}.
        </p>
        <p>
          <a href={paths.home} className={button({ size: 'lg', variant: 'outline' })}>
            Retour au portail
          </a>
        </p>
      </Card>
    </div>
  )
}
