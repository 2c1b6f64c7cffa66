import { useId, useState } from 'react'
import type { MockBackend } from '@/shared/runtime/mock-backend'
import { WarningBox } from '@/shared/components/Alert'
import { Button } from '@/shared/components/Button'
import { muted, row, section, sectionHeading } from '../styles'

/** Puts the seed back (balances, accounts, votes, mails…) and reloads the page. */
export function DataSection({ mock }: { mock: MockBackend }) {
  const headingId = useId()
  const [busy, setBusy] = useState(false)
  const counts = mock.db.collections.map((name) => `${name} ${mock.db.count(name)}`).join(' · ')
  // A stored database that could not be read is reported, never silently replaced.
  const problem = mock.storedDbProblem()

  const reset = async () => {
    setBusy(true)
    await mock.resetDb()
    window.location.reload()
  }

  return (
    <section className={section} aria-labelledby={headingId}>
      <h2 id={headingId} className={sectionHeading}>
        Données de démo
      </h2>
      {problem && (
        <WarningBox title="Base simulée illisible">
          La base enregistrée dans ce navigateur n&apos;a pas pu être lue (
          {new Date(problem.at).toLocaleString('fr-FR', { timeZoneName: 'short' })})&nbsp;; elle est
          conservée à part. Détail&nbsp;: <code>{problem.message}</code>
        </WarningBox>
      )}
      <p className={muted}>{counts}</p>
      <div className={row}>
        <Button variant="outline" size="sm" loading={busy} onClick={reset}>
          Réinitialiser les données
        </Button>
      </div>
      <p className={muted}>
        Remet la base simulée dans son état initial (comptes de démo, soldes, votes, e-mails) et
        recharge la page. Les pannes simulées restent actives.
      </p>
    </section>
  )
}
