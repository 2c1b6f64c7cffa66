import { VOTE_VALIDATION_DELAY_MS } from '@contract/rules'
import { useEffect, useState } from 'react'
import { useParams } from 'react-router-dom'
import { css } from 'styled-system/css'
import { paths } from '@/shared/paths'
import { useServices } from '@/shared/services'
import { container, lead, pageTitleStyle } from '@/shared/styles'
import { Notice } from '@/shared/components/Alert'
import { Card } from '@/shared/components/Card'
import { button } from 'styled-system/recipes'
import { useNow } from '@/shared/hooks/use-now'

/** Just past the delay the portal waits for, so that the automatic return counts the vote. */
export const AUTO_RETURN_MS = VOTE_VALIDATION_DELAY_MS + 5_000

function providerName(records: unknown[], id: string): string {
  const record = records.find(
    (entry): entry is { id: string; name: string } =>
      typeof entry === 'object' &&
      entry !== null &&
      (entry as { id?: unknown }).id === id &&
      typeof (entry as { name?: unknown }).name === 'string',
  )
  return record?.name ?? id
}

/**
 * /__mock/vote/<provider> (mock mode only): stands for the external voting site. It says the
 * vote was counted and sends the player back to the portal, by a link or after a while, with a
 * full page load as a real site would.
 */
export function MockVoteSitePage() {
  const { provider = '' } = useParams()
  const { mock } = useServices()
  const [arrivedAt] = useState(() => Date.now())
  const now = useNow(1000)
  const name = mock ? providerName(mock.db.all('voteProviders'), provider) : provider

  useEffect(() => {
    const timer = window.setTimeout(() => window.location.assign(paths.home), AUTO_RETURN_MS)
    return () => window.clearTimeout(timer)
  }, [])

  const seconds = Math.max(0, Math.ceil((arrivedAt + AUTO_RETURN_MS - now.getTime()) / 1000))

  return (
    <div className={`${container} ${css({ py: { base: '10', md: '16' }, maxWidth: '40rem' })}`}>
      <Card as="section" aria-labelledby="site-vote-titre">
        <h1 id="site-vote-titre" className={pageTitleStyle}>
          {name} — site de vote simulé
        </h1>
        <Notice title="Vote comptabilisé">
          Merci&nbsp;! Votre vote pour le serveur sur {name} a été comptabilisé.
        </Notice>
        <p className={lead}>
          Retour automatique vers le portail dans {seconds} seconde{seconds > 1 ? 's' : ''}.
        </p>
        <p>
          <a href={paths.home} className={button({ size: 'lg' })}>
            Retour au portail
          </a>
        </p>
      </Card>
    </div>
  )
}
