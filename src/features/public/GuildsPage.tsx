import { Link, useLoaderData } from 'react-router-dom'
import { css } from 'styled-system/css'
import { Table, TableCell, TableRow } from '@/shared/components/Table'
import { Deferred } from '@/shared/page/Deferred'
import { container, inlineLink, lead, pageTitleStyle } from '@/shared/page/styles'
import { paths } from '@/shared/routing/paths'
import { formatPoints } from '@/shared/text/format'
import { averageText } from './guild-ranks'
import type { GuildsData } from './world-api'

const rankStyle = css({ color: 'fg.muted', fontWeight: 'bold' })

/** The guild ranking: by level, then members; a failed read says it is unavailable. */
export function GuildsPage() {
  const { guilds } = useLoaderData<GuildsData>()
  return (
    <div
      className={`${container} ${css({ py: { base: '10', md: '16' }, display: 'flex', flexDirection: 'column', gap: '6' })}`}
    >
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <h1 className={pageTitleStyle}>Guildes</h1>
        <p className={lead}>Les guildes du serveur, par niveau puis par nombre de membres.</p>
      </header>
      <Deferred
        holdsScreen
        value={guilds}
        loading="Chargement des guildes…"
        unavailable="Les guildes sont indisponibles pour le moment."
      >
        {(list) =>
          list.length === 0 ? (
            <p className={css({ color: 'fg.muted' })}>Aucune guilde n&apos;existe encore.</p>
          ) : (
            <Table
              columns={['#', 'Guilde', 'Niveau', 'Maître', 'Membres', 'Niveau moyen']}
              label="Classement des guildes"
              layout="cards"
            >
              {list.map((guild, index) => (
                <TableRow key={guild.name}>
                  <TableCell label="#" className={rankStyle}>
                    {index + 1}
                  </TableCell>
                  <TableCell label="Guilde" className={css({ fontWeight: 'semibold' })}>
                    <Link className={inlineLink} to={paths.guild(guild.name)}>
                      {guild.name}
                    </Link>
                  </TableCell>
                  <TableCell label="Niveau">{formatPoints(guild.level)}</TableCell>
                  <TableCell label="Maître">{guild.master ?? '—'}</TableCell>
                  <TableCell label="Membres">{formatPoints(guild.members)}</TableCell>
                  <TableCell label="Niveau moyen">{averageText(guild.averageLevel)}</TableCell>
                </TableRow>
              ))}
            </Table>
          )
        }
      </Deferred>
    </div>
  )
}
