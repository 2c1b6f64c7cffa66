import { useId, useState } from 'react'
import type { MockBackend } from '@/shared/runtime/mock-backend'
import { label, muted, nativeField, plainList, section, sectionHeading } from '../styles'

type Behaviour = MockBackend['votes']['sites']['behaviours'][number]

const BEHAVIOUR_LABELS: Record<Behaviour, string> = {
  confirms: 'Confirme les votes',
  refuses: 'Refuse les votes',
  'times-out': 'Ne répond pas (délai dépassé)',
}

function siteNames(mock: MockBackend): { id: string; name: string }[] {
  return mock.db.all('voteProviders').map(({ id, name }) => ({ id, name }))
}

/**
 * The simulated voting sites: each confirms the votes cast on it, refuses them (records none),
 * or does not answer (its check times out, its callback never comes). Kept across reloads.
 */
export function VoteSitesSection({ mock }: { mock: MockBackend }) {
  const headingId = useId()
  const fieldId = useId()
  const sites = siteNames(mock)
  const [behaviours, setBehaviours] = useState(() =>
    Object.fromEntries(sites.map((s) => [s.id, mock.votes.sites.behaviour(s.id)])),
  )

  const choose = (id: string, behaviour: Behaviour) => {
    mock.votes.sites.setBehaviour(id, behaviour)
    setBehaviours((current) => ({ ...current, [id]: mock.votes.sites.behaviour(id) }))
  }

  return (
    <section className={section} aria-labelledby={headingId}>
      <h2 id={headingId} className={sectionHeading}>
        Sites de vote simulés
      </h2>
      <p className={muted}>
        Un vote ne compte que si son site le confirme&nbsp;: faites refuser un site ou ne plus
        répondre, le portail affiche alors « vote non confirmé » et ne compte rien.
      </p>
      <ul className={plainList}>
        {sites.map((site) => (
          <li key={site.id} className={label}>
            <label htmlFor={`${fieldId}-${site.id}`}>{site.name}</label>
            <select
              id={`${fieldId}-${site.id}`}
              className={nativeField}
              value={behaviours[site.id] ?? 'confirms'}
              onChange={(e) => choose(site.id, e.target.value as Behaviour)}
            >
              {mock.votes.sites.behaviours.map((behaviour) => (
                <option key={behaviour} value={behaviour}>
                  {BEHAVIOUR_LABELS[behaviour]}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
    </section>
  )
}
