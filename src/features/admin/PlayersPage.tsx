import type { PlayerSummary } from '@contract/schemas'
import { useState, type FormEvent } from 'react'
import { Link, useLoaderData, useSearchParams } from 'react-router-dom'
import { Button, FormField, Table, TableCell, TableRow } from '@/shared/components'
import { formatPoints } from '@/shared/text/format'
import { paths } from '@/shared/routing/paths'
import { PLAYER_QUERY_MIN, PLAYER_QUERY_PARAM, type PlayersData } from './api'
import { ConsolePage, row } from './ConsolePage'
import { Read } from './Read'

const MATCHED: Record<PlayerSummary['matchedBy'], string> = {
  uid: 'identifiant',
  email: 'e-mail',
  account: 'compte de jeu',
  character: 'personnage',
}

/** The console's home: finds a player by e-mail, uid, game account or character (`?q=`). */
export function PlayersPage() {
  const { q: searched, players } = useLoaderData<PlayersData>()
  const [, setSearch] = useSearchParams()
  const [q, setQ] = useState(searched ?? '')
  const [error, setError] = useState<string | null>(null)
  function submit(event: FormEvent) {
    event.preventDefault()
    const query = q.trim()
    if (query.length < PLAYER_QUERY_MIN) return setError('Tapez au moins 2 caractères.')
    setError(null)
    setSearch({ [PLAYER_QUERY_PARAM]: query })
  }
  return (
    <ConsolePage title="Joueurs">
      <form role="search" onSubmit={submit} className={row}>
        <FormField
          label="E-mail, identifiant, compte de jeu ou personnage"
          name="q"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          error={error ?? undefined}
        />
        <Button type="submit">Rechercher</Button>
      </form>
      {searched && players && (
        <Read value={players}>
          {({ players: found }) =>
            found.length === 0 ? (
              <p>Aucun joueur ne correspond à «&nbsp;{searched}&nbsp;».</p>
            ) : (
              <Table caption="Joueurs trouvés" columns={['Joueur', 'Trouvé par', 'AirPoints']}>
                {found.map((p) => (
                  <TableRow key={p.uid}>
                    <TableCell>
                      <Link to={paths.admin.player(p.uid)}>{p.email ?? p.uid}</Link>
                    </TableCell>
                    <TableCell>{MATCHED[p.matchedBy]}</TableCell>
                    <TableCell>{formatPoints(p.points)}</TableCell>
                  </TableRow>
                ))}
              </Table>
            )
          }
        </Read>
      )}
    </ConsolePage>
  )
}
