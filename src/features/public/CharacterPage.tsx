import { jobName } from '@contract/catalog'
import type { CharacterSheet } from '@contract/schemas'
import { Link, useLoaderData, useParams } from 'react-router-dom'
import { css } from 'styled-system/css'
import { Unavailable } from '@/shared/page/Deferred'
import { container, inlineLink, lead, pageTitleStyle } from '@/shared/page/styles'
import { paths } from '@/shared/routing/paths'
import { formatPlayingTime, formatPoints } from '@/shared/text/format'
import { guildRankName, onlineText } from './guild-ranks'
import type { CharacterData } from './world-api'
import { factsStyle, pageStyle } from './world-styles'

function Facts({ character }: { character: CharacterSheet }) {
  return (
    <dl className={factsStyle}>
      <dt>Classe</dt>
      <dd>{jobName(character.job)}</dd>
      <dt>Niveau</dt>
      <dd>{formatPoints(character.level)}</dd>
      <dt>Place au classement</dt>
      <dd>{formatPoints(character.place)}</dd>
      <dt>Guilde</dt>
      <dd>
        {character.guild ? (
          <>
            <Link className={inlineLink} to={paths.guild(character.guild.name)}>
              {character.guild.name}
            </Link>{' '}
            ({guildRankName(character.guild.rank)})
          </>
        ) : (
          'Aucune'
        )}
      </dd>
      <dt>Temps de jeu</dt>
      <dd>{formatPlayingTime(character.playingTime)}</dd>
      <dt>En jeu</dt>
      <dd>{onlineText(character.online)}</dd>
    </dl>
  )
}

/** A public character's page; a failed read says it is unavailable and offers to retry. */
export function CharacterPage() {
  const { character } = useLoaderData<CharacterData>()
  const { name = '' } = useParams()
  return (
    <div className={`${container} ${pageStyle}`}>
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <h1 className={pageTitleStyle}>{character.ok ? character.data.name : name}</h1>
        <p className={lead}>Personnage du serveur.</p>
      </header>
      {character.ok ? (
        <Facts character={character.data} />
      ) : (
        <Unavailable>Ce personnage est indisponible pour le moment.</Unavailable>
      )}
      <p>
        <Link className={inlineLink} to={paths.ranking}>
          Voir le classement
        </Link>
      </p>
    </div>
  )
}
