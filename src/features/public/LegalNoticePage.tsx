import { Link } from 'react-router-dom'
import { css } from 'styled-system/css'
import { paths } from '@/shared/routing/paths'
import { useServices } from '@/shared/runtime/services'
import { site } from '@/shared/config/site'
import { container, lead, pageTitleStyle } from '@/shared/page/styles'
import { longPage, prose } from './prose'
import { Mediator } from './SaleTerms'

/** The legal notice of a professional site (LCEN, article 6-III): publisher, director, host. */
export function LegalNoticePage() {
  const { legal } = useServices().config
  return (
    <div className={`${container} ${longPage}`}>
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <h1 className={pageTitleStyle}>Mentions légales</h1>
        <p className={lead}>Qui édite et qui héberge le portail {site.name}.</p>
      </header>
      <div className={prose}>
        <section aria-labelledby="editeur">
          <h2 id="editeur">Éditeur</h2>
          <dl>
            <dt>Éditeur du site</dt>
            <dd>{legal.publisher}</dd>
            <dt>Adresse</dt>
            <dd>{legal.address}</dd>
            <dt>Contact</dt>
            <dd>{legal.contact}</dd>
            <dt>Directeur de la publication</dt>
            <dd>{legal.director}</dd>
          </dl>
        </section>
        <section aria-labelledby="hebergeur">
          <h2 id="hebergeur">Hébergeur</h2>
          <p>{legal.host}</p>
        </section>
        <section aria-labelledby="mediation">
          <h2 id="mediation">Médiation de la consommation</h2>
          <p>
            En cas de litige non résolu avec l&apos;éditeur après une réclamation écrite, le joueur
            consommateur peut recourir gratuitement au médiateur de la consommation&nbsp;:{' '}
            <Mediator />.
          </p>
        </section>
        <section aria-labelledby="propriete">
          <h2 id="propriete">Propriété intellectuelle</h2>
          <p>
            {site.name} est un serveur privé, non affilié à l&apos;éditeur du jeu original ni
            approuvé par lui. Les noms, images et marques du jeu appartiennent à leurs titulaires.
            Les textes, illustrations et éléments propres au portail ne peuvent être reproduits sans
            l&apos;accord de l&apos;éditeur du site.
          </p>
        </section>
        <section aria-labelledby="donnees">
          <h2 id="donnees">Données personnelles</h2>
          <p>
            Ce que le portail fait de vos données, et vos droits, sont décrits dans la{' '}
            <Link to={paths.privacy}>politique de confidentialité</Link>. Voir aussi les{' '}
            <Link to={paths.cgu}>conditions générales d&apos;utilisation</Link>.
          </p>
        </section>
      </div>
    </div>
  )
}
