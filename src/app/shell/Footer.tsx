import { useHydrated } from '@/shared/hooks/use-hydrated'
import { Link } from 'react-router-dom'
import { css } from 'styled-system/css'
import { ExternalLink } from '@/shared/components/Button'
import { site } from '@/shared/config/site'
import { container } from '@/shared/page/styles'
import { paths } from '@/shared/routing/paths'

const footer = css({
  mt: '16',
  borderTopWidth: '1px',
  borderColor: 'border.subtle',
  bg: 'bg.surface',
  color: 'fg.muted',
  fontSize: 'sm',
})

const inner = css({
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  alignItems: { base: 'flex-start', md: 'center' },
  justifyContent: 'space-between',
  gap: '4',
  py: '8',
})

const links = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: { base: '2', md: '5' },
  listStyle: 'none',
  '& a': { color: 'fg.muted', display: 'inline-block', py: '1', _hover: { color: 'fg.default' } },
})

/** Copyright line, terms of use and contact. */
export function Footer() {
  // The pre-rendered HTML carries the build's year, so that hydration writes the same text (a
  // new text would be painted again, late: the phone's largest paint on a short page). Once
  // hydrated, the browser's clock may give a later year.
  const hydrated = useHydrated()
  const built = Math.max(__BUILD_YEAR__, site.since)
  const year = hydrated ? Math.max(new Date().getFullYear(), built) : built
  return (
    <footer className={footer}>
      <div className={`${container} ${inner}`}>
        <p>
          © {year} {site.name}. Serveur privé non affilié à l&apos;éditeur du jeu.
        </p>
        <ul className={links} aria-label="Liens du pied de page">
          <li>
            <Link to={paths.ranking}>Classement</Link>
          </li>
          <li>
            <Link to={paths.status}>État du serveur</Link>
          </li>
          <li>
            <Link to={paths.publicLoyalty}>Récompenses de fidélité</Link>
          </li>
          <li>
            <Link to={paths.cgu}>Conditions générales d&apos;utilisation</Link>
          </li>
          <li>
            <Link to={paths.withdrawal}>Rétractation (renoncer au contrat ici)</Link>
          </li>
          <li>
            <Link to={paths.legalNotice}>Mentions légales</Link>
          </li>
          <li>
            <Link to={paths.privacy}>Politique de confidentialité</Link>
          </li>
          <li>
            <a href={site.contactUrl}>{site.contactLabel}</a>
          </li>
          <li>
            <ExternalLink href={site.chatUrl}>{site.chatLabel}</ExternalLink>
          </li>
        </ul>
      </div>
    </footer>
  )
}
