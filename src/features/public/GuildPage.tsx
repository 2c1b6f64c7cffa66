import { jobName } from '@contract/catalog'
import type { GuildSheet } from '@contract/schemas'
import { Link, useLoaderData, useParams } from 'react-router-dom'
import { css } from 'styled-system/css'
import { Table, TableCell, TableRow } from '@/shared/components/Table'
import { Unavailable } from '@/shared/page/Deferred'
import { container, inlineLink, lead, pageTitleStyle } from '@/shared/page/styles'
import { paths } from '@/shared/routing/paths'
import { formatPoints } from '@/shared/text/format'
import { averageText, guildRankName } from './guild-ranks'
import { factsStyle, pageStyle } from './world-styles'
import type { GuildData } from './world-api'

function Members({ guild }: { guild: GuildSheet }) {
  if (guild.memberList.length === 0) {
    return <p className={css({ color: 'fg.muted' })}>Aucun membre à afficher.</p>
  }
  return (
    <Table
      columns={['Membre', 'Rang', 'Classe', 'Niveau']}
      label="Membres de la guilde"
      layout="cards"
    >
      {guild.memberList.map((member) => (
        <TableRow key={member.name}>
          <TableCell label="Membre" className={css({ fontWeight: 'semibold' })}>
            <Link className={inlineLink} to={paths.character(member.name)}>
              {member.name}
            </Link>
          </TableCell>
          <TableCell label="Rang">{guildRankName(member.rank)}</TableCell>
          <TableCell label="Classe">{jobName(member.job)}</TableCell>
          <TableCell label="Niveau">{formatPoints(member.level)}</TableCell>
        </TableRow>
      ))}
    </Table>
  )
}

/** A guild's page and its public members; a failed read says it is unavailable. */
export function GuildPage() {
  const { guild } = useLoaderData<GuildData>()
  const { name = '' } = useParams()
  return (
    <div className={`${container} ${pageStyle}`}>
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <h1 className={pageTitleStyle}>{guild.ok ? guild.data.name : name}</h1>
        <p className={lead}>Guilde du serveur.</p>
      </header>
      {guild.ok ? (
        <>
          <dl className={factsStyle}>
            <dt>Niveau</dt>
            <dd>{formatPoints(guild.data.level)}</dd>
            <dt>Maître</dt>
            <dd>{guild.data.master ?? '—'}</dd>
            <dt>Membres</dt>
            <dd>{formatPoints(guild.data.members)}</dd>
            <dt>Niveau moyen</dt>
            <dd>{averageText(guild.data.averageLevel)}</dd>
          </dl>
          <Members guild={guild.data} />
        </>
      ) : (
        <Unavailable>Cette guilde est indisponible pour le moment.</Unavailable>
      )}
      <p>
        <Link className={inlineLink} to={paths.guilds}>
          Voir toutes les guildes
        </Link>
      </p>
    </div>
  )
}
