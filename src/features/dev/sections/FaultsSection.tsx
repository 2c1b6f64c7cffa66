import { useId, useState, type FormEvent } from 'react'
import { Badge } from '@/shared/components/Badge'
import { Button } from '@/shared/components/Button'
import type { MockBackend } from '@/shared/runtime/mock-backend'
import { describeFault, faultsStore, useFaults, type Fault } from '../faults-store'
import {
  checkRow,
  item,
  label,
  muted,
  nativeField,
  plainList,
  row,
  section,
  sectionHeading,
  code,
} from '../styles'

type Kind = Fault['kind']

/** Any endpoint can answer an error status, fail like a dropped connection, or answer late. */
export function FaultsSection({ mock }: { mock: MockBackend }) {
  const headingId = useId()
  const fieldId = useId()
  const { active, gameUnreachable, count } = useFaults()
  const [switching, setSwitching] = useState(false)
  const endpoints = mock.faults.endpoints
  const [endpoint, setEndpoint] = useState(endpoints[0]?.key ?? '')
  const [kind, setKind] = useState<Kind>('status')
  const [status, setStatus] = useState('500')
  const [delay, setDelay] = useState('3000')
  const [error, setError] = useState<string | null>(null)
  const nameOf = (key: string) => {
    const found = endpoints.find((e) => e.key === key)
    return found ? `${found.method} ${found.path}` : key
  }

  const inject = (event: FormEvent) => {
    event.preventDefault()
    const fault: Fault =
      kind === 'status'
        ? { kind, status: Number(status) }
        : kind === 'delay'
          ? { kind, ms: Number(delay) }
          : { kind }
    try {
      faultsStore.set(endpoint, fault)
      setError(null)
    } catch {
      setError(
        kind === 'status'
          ? 'Le statut doit être un entier de 200 à 599.'
          : 'Le délai doit être un nombre positif.',
      )
    }
  }

  const switchGame = async (unreachable: boolean) => {
    setSwitching(true)
    try {
      await faultsStore.setGameUnreachable(unreachable)
    } finally {
      setSwitching(false)
    }
  }

  return (
    <section className={section} aria-labelledby={headingId}>
      <div className={row}>
        <h2 id={headingId} className={sectionHeading}>
          Pannes simulées
        </h2>
        {count > 0 && <Badge tone="danger">Pannes actives&nbsp;: {count}</Badge>}
      </div>
      <p className={muted}>
        L&apos;appel choisi répond l&apos;erreur demandée jusqu&apos;à ce qu&apos;on le rétablisse,
        même après un rechargement.
      </p>
      <div className={item}>
        <label className={checkRow}>
          <input
            type="checkbox"
            checked={gameUnreachable}
            disabled={switching}
            onChange={(e) => void switchGame(e.target.checked)}
          />
          Serveur de jeu injoignable
        </label>
        <p className={muted}>
          La base du jeu ne répond plus&nbsp;: création et rattachement de comptes échouent (503),
          les livraisons attendent et partent quand le serveur revient.
        </p>
      </div>
      <form className={plainList} onSubmit={inject} aria-label="Injecter une panne">
        <div className={label}>
          <label htmlFor={`${fieldId}-endpoint`}>Appel</label>
          <select
            id={`${fieldId}-endpoint`}
            className={nativeField}
            value={endpoint}
            onChange={(e) => setEndpoint(e.target.value)}
          >
            {endpoints.map((e) => (
              <option key={e.key} value={e.key}>
                {e.method} {e.path}
              </option>
            ))}
          </select>
        </div>
        <div className={row}>
          <div className={label}>
            <label htmlFor={`${fieldId}-kind`}>Type de panne</label>
            <select
              id={`${fieldId}-kind`}
              className={nativeField}
              value={kind}
              onChange={(e) => setKind(e.target.value as Kind)}
            >
              <option value="status">Statut d&apos;erreur</option>
              <option value="network">Erreur réseau</option>
              <option value="delay">Délai</option>
              <option value="lostAnswer">Réponse perdue (requête exécutée)</option>
            </select>
          </div>
          {kind === 'status' && (
            <div className={label}>
              <label htmlFor={`${fieldId}-status`}>Statut HTTP</label>
              <input
                id={`${fieldId}-status`}
                className={nativeField}
                type="number"
                min={200}
                max={599}
                value={status}
                onChange={(e) => setStatus(e.target.value)}
              />
            </div>
          )}
          {kind === 'delay' && (
            <div className={label}>
              <label htmlFor={`${fieldId}-delay`}>Délai (ms)</label>
              <input
                id={`${fieldId}-delay`}
                className={nativeField}
                type="number"
                min={0}
                step={500}
                value={delay}
                onChange={(e) => setDelay(e.target.value)}
              />
            </div>
          )}
        </div>
        {error && (
          <p role="alert" className={muted}>
            {error}
          </p>
        )}
        <div className={row}>
          <Button type="submit" size="sm">
            Injecter la panne
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={count === 0}
            onClick={() => faultsStore.clearAll()}
          >
            Tout rétablir
          </Button>
        </div>
      </form>
      {count === 0 && (
        <p className={muted}>Aucune panne active&nbsp;: chaque appel répond normalement.</p>
      )}
      {active.length > 0 && (
        <ul className={plainList} aria-label="Pannes actives">
          {active.map(({ key, fault }) => (
            <li key={key} className={item}>
              <div className={row}>
                <span className={code}>{nameOf(key)}</span>
                <Badge tone="danger">{describeFault(fault)}</Badge>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => faultsStore.clear(key)}
                  aria-label={`Rétablir ${nameOf(key)}`}
                >
                  Rétablir
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
