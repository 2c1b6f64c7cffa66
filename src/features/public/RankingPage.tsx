import { jobName } from '@contract/catalog'
import { formatPlayingTime, formatPoints } from '@contract/rules'
import type { RankingCharacter } from '@contract/schemas'
import { css } from 'styled-system/css'
import { readRanking, useRead } from '@/shared/api/use-read'
import { container, lead, pageTitleStyle } from '@/shared/styles'
import { Spinner } from '@/shared/components/Spinner'
import { Table, TableCell, TableRow } from '@/shared/components/Table'

type RankingState = { status: 'loading' } | { status: 'ready'; characters: RankingCharacter[] }

/** The public character ranking. A failed call shows the empty state (list calls fail silently). */
export function RankingPage() {
  const { state: read } = useRead(readRanking)
  const state: RankingState =
    read.status === 'loading' ? read : { status: 'ready', characters: read.value ?? [] }

  return (
    <div
      className={`${container} ${css({ py: { base: '10', md: '16' }, display: 'flex', flexDirection: 'column', gap: '6' })}`}
    >
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <h1 className={pageTitleStyle}>Classement</h1>
        <p className={lead}>Les personnages les plus aguerris du serveur.</p>
      </header>
      {state.status === 'loading' ? (
        <p
          className={css({ display: 'flex', alignItems: 'center', gap: '3', color: 'fg.muted' })}
          role="status"
        >
          <Spinner size="md" /> Chargement du classement…
        </p>
      ) : state.characters.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>
          Le classement n&apos;est pas disponible pour le moment.
        </p>
      ) : (
        <Table
          columns={['#', 'Personnage', 'Classe', 'Niveau', 'Temps de jeu']}
          label="Classement des personnages"
        >
          {state.characters.map((character, index) => (
            <TableRow key={`${character.name}-${index}`}>
              <TableCell
                className={css({ color: index < 3 ? 'fg.accent' : 'fg.muted', fontWeight: 'bold' })}
              >
                {index + 1}
              </TableCell>
              <TableCell className={css({ fontWeight: 'semibold' })}>{character.name}</TableCell>
              <TableCell>{jobName(character.job)}</TableCell>
              <TableCell>{formatPoints(character.level)}</TableCell>
              <TableCell className={css({ color: 'fg.muted', minWidth: '12rem' })}>
                {formatPlayingTime(character.playingTime)}
              </TableCell>
            </TableRow>
          ))}
        </Table>
      )}
    </div>
  )
}
