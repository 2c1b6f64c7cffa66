import { jobName } from '@contract/catalog'
import { formatPlayingTime, formatPoints } from '@/shared/text/format'
import { Link, useLoaderData } from 'react-router-dom'
import { css } from 'styled-system/css'
import { Deferred } from '@/shared/page/Deferred'
import { container, inlineLink, lead, pageTitleStyle } from '@/shared/page/styles'
import { paths } from '@/shared/routing/paths'
import { Table, TableCell, TableRow } from '@/shared/components/Table'
import type { RankingCharacter } from '@contract/schemas'
import type { RankingData } from './api'

const rankStyle = css({ color: 'fg.muted', fontWeight: 'bold' })
const podiumRank = css({ color: 'fg.accent', fontWeight: 'bold' })
const nameCell = css({ fontWeight: 'semibold' })
const playingTimeCell = css({ color: 'fg.muted', minWidth: { md: '12rem' } })

/**
 * One line of the ranking. A component of its own, so that each row is formatted in its own unit
 * of React's work: rendering the whole list can then be split across short tasks.
 */
function RankingRow({ character, rank }: { character: RankingCharacter; rank: number }) {
  return (
    <TableRow>
      <TableCell label="#" className={rank <= 3 ? podiumRank : rankStyle}>
        {rank}
      </TableCell>
      <TableCell label="Personnage" className={nameCell}>
        <Link className={inlineLink} to={paths.character(character.name)}>
          {character.name}
        </Link>
      </TableCell>
      <TableCell label="Classe">{jobName(character.job)}</TableCell>
      <TableCell label="Niveau">{formatPoints(character.level)}</TableCell>
      <TableCell label="Temps de jeu" className={playingTimeCell}>
        {formatPlayingTime(character.playingTime)}
      </TableCell>
    </TableRow>
  )
}

/** The public character ranking; a failed read says it is unavailable and offers to retry. */
export function RankingPage() {
  const { ranking } = useLoaderData<RankingData>()

  return (
    <div
      className={`${container} ${css({ py: { base: '10', md: '16' }, display: 'flex', flexDirection: 'column', gap: '6' })}`}
    >
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <h1 className={pageTitleStyle}>Classement</h1>
        <p className={lead}>
          Les personnages les plus aguerris du serveur. Voir aussi le{' '}
          <Link className={inlineLink} to={paths.guilds}>
            classement des guildes
          </Link>
          .
        </p>
      </header>
      {/* The rows arrive after the page is drawn. */}
      <Deferred
        holdsScreen
        value={ranking}
        loading="Chargement du classement…"
        unavailable="Le classement est indisponible pour le moment."
      >
        {(characters) =>
          characters.length === 0 ? (
            <p className={css({ color: 'fg.muted' })}>Aucun personnage n&apos;est encore classé.</p>
          ) : (
            <Table
              columns={['#', 'Personnage', 'Classe', 'Niveau', 'Temps de jeu']}
              label="Classement des personnages"
              layout="cards"
            >
              {characters.map((character, index) => (
                <RankingRow
                  key={`${character.name}-${index}`}
                  character={character}
                  rank={index + 1}
                />
              ))}
            </Table>
          )
        }
      </Deferred>
    </div>
  )
}
