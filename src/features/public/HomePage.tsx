import { FEATURE_CARDS } from './features'
import { css } from 'styled-system/css'
import { container, lead, sectionTitle } from '@/shared/page/styles'
import { useSession } from '@/shared/auth/session'
import { ButtonLink, ExternalLink } from '@/shared/components/Button'
import { Logo } from '@/shared/components/Logo'
import { site } from '@/shared/config/site'
import { paths } from '@/shared/routing/paths'

const hero = css({
  position: 'relative',
  py: { base: '12', md: '24' },
  overflow: 'hidden',
})

const heroGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '1.3fr 1fr' },
  alignItems: 'center',
  gap: { base: '8', md: '12' },
})

const kicker = css({
  display: 'inline-block',
  px: '3',
  py: '1',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'accent.solid',
  bg: 'accent.deep',
  color: 'fg.accent',
  fontSize: 'xs',
  fontWeight: 'bold',
  letterSpacing: 'widest',
  textTransform: 'uppercase',
})

const title = css({
  mt: '4',
  fontSize: { base: '4xl', sm: '5xl', md: '6xl' },
  fontWeight: 'bold',
  letterSpacing: 'tight',
  lineHeight: '1.05',
  '& span': {
    bgImage:
      'linear-gradient(100deg, {colors.status.accent} 10%, {colors.brand.pink} 60%, #ff8fbf)',
    bgClip: 'text',
    color: 'transparent',
  },
})

const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '8' })

const emblem = css({
  justifySelf: 'center',
  width: { base: '12rem', md: '100%' },
  maxWidth: '22rem',
  height: 'auto',
  aspectRatio: '1',
  filter: 'drop-shadow(0 20px 45px rgba(234, 5, 113, 0.35))',
})

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
  gap: { base: '4', md: '6' },
  mt: '8',
  listStyle: 'none',
})

const cardStyle = css({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: '6',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'card',
  boxShadow: 'card',
  transition: 'border-color 0.2s, box-shadow 0.2s',
  _hover: { borderColor: 'accent.pink', boxShadow: 'glow' },
})

const iconBox = css({
  width: '12',
  height: '12',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'control',
  color: 'fg.onAccent',
  bgImage: 'linear-gradient(135deg, {colors.brand.red}, {colors.brand.pink})',
})

/**
 * The status line's room, kept from the first paint: nothing moves when it comes. Filled apart
 * from React by the bar's reads (src/shared/status/server-line.ts): the landing pays no code.
 */
const serverLine = css({ minHeight: '6', mt: '5', fontSize: 'sm', color: 'fg.muted' })

/** The landing page: tagline, welcome, the server's status line, the six selling points. */
export function HomePage() {
  const { status } = useSession()
  const playTarget = status === 'signedIn' ? paths.download : paths.register
  return (
    <>
      <section className={hero} aria-labelledby="accueil-titre">
        <div className={`${container} ${heroGrid}`}>
          <div>
            <p className={kicker}>{site.tagline}</p>
            <h1 id="accueil-titre" className={title}>
              Bienvenue sur <span>{site.name}</span>
            </h1>
            <p className={`${lead} ${css({ mt: '5' })}`}>
              Rejoignez une communauté passionnée sur un serveur privé haut taux&nbsp;: progression
              rapide, événements réguliers, combats équilibrés et une équipe à l&apos;écoute. Votre
              aventure commence ici.
            </p>
            <div className={actions}>
              <ButtonLink to={playTarget} size="lg">
                Jouer maintenant
              </ButtonLink>
              <ExternalLink href={site.wikiUrl} appearance={{ variant: 'outline', size: 'lg' }}>
                Découvrir le wiki
              </ExternalLink>
            </div>
            <p className={serverLine} data-server-line />
          </div>
          <Logo size={352} className={emblem} />
        </div>
      </section>

      <section className={container} aria-labelledby="atouts-titre">
        <h2 id="atouts-titre" className={sectionTitle}>
          Pourquoi choisir {site.name}&nbsp;?
        </h2>
        <ul className={grid}>
          {FEATURE_CARDS.map(({ icon: Icon, ...feature }) => (
            <li key={feature.name}>
              <article className={cardStyle}>
                <span className={iconBox}>
                  <Icon size={28} />
                </span>
                <h3 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{feature.name}</h3>
                <p className={css({ color: 'fg.muted' })}>{feature.description}</p>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
