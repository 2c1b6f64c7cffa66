import type { AdminVoteSite } from '@contract/schemas'
import { useState } from 'react'
import { useLoaderData, useRevalidator } from 'react-router-dom'
import { Alert, Button, Table, TableCell, TableRow } from '@/shared/components'
import type { VoteSitesData } from './api'
import { ConsolePage, row } from './ConsolePage'
import { Read } from './Read'
import { VERIFICATION_TEXT, VoteSiteDialog } from './VoteSiteDialog'

/** The vote sites: their link, cooldown and how their votes are confirmed (docs/votes.md). */
export function VoteSitesPage() {
  const { sites: read } = useLoaderData<VoteSitesData>()
  const revalidator = useRevalidator()
  const [editing, setEditing] = useState<AdminVoteSite | 'new' | null>(null)
  const [done, setDone] = useState<string | null>(null)
  return (
    <ConsolePage title="Sites de vote">
      {done && <Alert status="success">{done}</Alert>}
      <div className={row}>
        <Button onClick={() => setEditing('new')}>Ajouter un site de vote</Button>
      </div>
      <Read value={read}>
        {({ sites }) =>
          sites.length === 0 ? (
            <p>Aucun site de vote.</p>
          ) : (
            <Table
              caption="Sites de vote"
              columns={['Site', 'Adresse de vote', 'Délai (minutes)', 'Vérification', 'Action']}
            >
              {sites.map((site) => (
                <TableRow key={site.id}>
                  <TableCell>{site.name}</TableCell>
                  <TableCell>{site.link}</TableCell>
                  <TableCell>{site.cooldownMinutes}</TableCell>
                  <TableCell>
                    {site.verification
                      ? VERIFICATION_TEXT[site.verification.kind]
                      : 'non configurée (aucun vote compté)'}
                  </TableCell>
                  <TableCell>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Modifier ${site.name}`}
                      onClick={() => setEditing(site)}
                    >
                      Modifier
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </Table>
          )
        }
      </Read>
      {editing && (
        <VoteSiteDialog
          site={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null)
            setDone('Site de vote enregistré.')
            void revalidator.revalidate()
          }}
        />
      )}
    </ConsolePage>
  )
}
