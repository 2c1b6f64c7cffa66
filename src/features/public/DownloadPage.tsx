import { format, parseISO } from 'date-fns'
import { fr } from 'date-fns/locale'
import { css } from 'styled-system/css'
import { container, lead, pageTitleStyle, sectionTitle } from '@/shared/page/styles'
import { ExternalLink } from '@/shared/components/Button'
import { Card } from '@/shared/components/Card'
import { InlineSvg } from '@/shared/components/InlineSvg'
import { Table, TableCell, TableRow, TableRowHeader } from '@/shared/components/Table'
import { CLIENT_RELEASE_DATE, MIRRORS, SYSTEM_REQUIREMENTS } from './download'

// date-fns, not Intl.DateTimeFormat: a browser's first DateTimeFormat loads its time-zone data,
// 30 to 100 ms of one task on this page's start (README, « Lighthouse »).
const released = format(parseISO(CLIENT_RELEASE_DATE), 'MMMM yyyy', { locale: fr })

const page = css({
  py: { base: '10', md: '16' },
  display: 'flex',
  flexDirection: 'column',
  gap: '10',
})

const mirrors = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
  gap: '6',
  listStyle: 'none',
})

/** The download page: the two mirrors and the system requirements. */
export function DownloadPage() {
  return (
    <div className={`${container} ${page}`}>
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <h1 className={pageTitleStyle}>Téléchargement</h1>
        <p className={lead}>
          Téléchargez le client complet du jeu depuis l&apos;un des deux miroirs, décompressez
          l&apos;archive puis lancez le jeu&nbsp;: aucune installation n&apos;est nécessaire.
        </p>
        <p>
          Version du client&nbsp;:{' '}
          <time
            dateTime={CLIENT_RELEASE_DATE}
            className={css({ fontWeight: 'semibold', color: 'fg.accent' })}
          >
            {released}
          </time>
        </p>
      </header>

      <section
        aria-labelledby="miroirs-titre"
        className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
      >
        <h2 id="miroirs-titre" className={sectionTitle}>
          Miroirs de téléchargement
        </h2>
        <ul className={mirrors}>
          {MIRRORS.map((mirror) => (
            <Card
              as="li"
              key={mirror.href}
              variant="interactive"
              className={css({
                flexDirection: { base: 'column', sm: 'row' },
                alignItems: { sm: 'center' },
                gap: '5',
              })}
            >
              <InlineSvg
                source={mirror.image}
                size={96}
                label={`Logo ${mirror.name}`}
                className={css({ flexShrink: 0, borderRadius: 'control' })}
              />
              <div
                className={css({ display: 'flex', flexDirection: 'column', gap: '2', flex: '1' })}
              >
                <h3 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{mirror.name}</h3>
                <p className={css({ color: 'fg.muted' })}>{mirror.description}</p>
                <ExternalLink
                  href={mirror.href}
                  appearance={{ variant: 'solid' }}
                  className={css({ alignSelf: 'flex-start', mt: '1' })}
                >
                  Télécharger via {mirror.name}
                </ExternalLink>
              </div>
            </Card>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="config-titre"
        className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
      >
        <h2 id="config-titre" className={sectionTitle}>
          Configuration minimale
        </h2>
        <Table
          columns={['Composant', 'Configuration requise']}
          label="Configuration minimale"
          caption="Le client tourne sur la plupart des PC récents."
        >
          {SYSTEM_REQUIREMENTS.map((requirement) => (
            <TableRow key={requirement.label}>
              <TableRowHeader
                className={css({
                  fontWeight: 'semibold',
                  textAlign: 'start',
                  whiteSpace: { md: 'nowrap' },
                })}
              >
                {requirement.label}
              </TableRowHeader>
              <TableCell>{requirement.value}</TableCell>
            </TableRow>
          ))}
        </Table>
      </section>
    </div>
  )
}
