import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { css } from 'styled-system/css'
import { container, lead, pageTitleStyle } from '@/shared/page/styles'
import { ExternalLink } from '@/shared/components/Button'
import { site } from '@/shared/config/site'
import { paths } from '@/shared/routing/paths'
import { prose } from './prose'

const toc = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'card',
  p: '5',
  '& ol': { listStyle: 'decimal', pl: '6', columns: { md: 2 }, columnGap: '8' },
  '& li': { py: '0.5' },
})

interface Article {
  id: string
  title: string
  body: ReactNode
}

const ARTICLES: Article[] = [
  {
    id: 'acces',
    title: 'Accès au service',
    body: (
      <>
        <p>
          {site.name} est un serveur privé de jeu en ligne gratuit, accessible à toute personne
          disposant d&apos;un compte sur le portail. L&apos;inscription suppose l&apos;acceptation
          sans réserve des présentes conditions générales d&apos;utilisation (CGU).
        </p>
        <p>
          Le joueur est responsable de la confidentialité de ses identifiants. L&apos;équipe peut
          suspendre ou clôturer un compte en cas de triche, de fraude, de comportement abusif ou de
          non-respect des présentes CGU. Le service peut être interrompu pour maintenance, mise à
          jour ou raison technique, sans indemnité.
        </p>
      </>
    ),
  },
  {
    id: 'airpoints',
    title: 'Produits virtuels et AirPoints',
    body: (
      <>
        <p>
          Les AirPoints sont une monnaie virtuelle achetée sur le portail et utilisable uniquement
          dans le jeu. Leur achat confère au joueur une{' '}
          <strong>simple licence d&apos;utilisation</strong> personnelle, non exclusive et non
          transférable&nbsp;: ils ne constituent ni une monnaie réelle, ni un titre de propriété.
        </p>
        <ul>
          <li>
            Aucun échange contre de l&apos;argent réel n&apos;est possible&nbsp;: les AirPoints et
            objets virtuels ne peuvent être ni revendus, ni remboursés en espèces, ni échangés hors
            du jeu.
          </li>
          <li>Les AirPoints n&apos;ont pas de date d&apos;expiration.</li>
          <li>
            <strong>Droit de rétractation&nbsp;:</strong> le joueur dispose d&apos;un délai de{' '}
            <strong>14 jours</strong> à compter de l&apos;achat pour se rétracter, pour les
            AirPoints qui n&apos;ont pas encore été transférés sur un personnage, en ligne&nbsp;:{' '}
            <Link to={paths.withdrawal}>Renoncer au contrat ici</Link>.
          </li>
          <li>
            Les AirPoints sont considérés comme <strong>consommés dès leur transfert</strong> sur un
            personnage&nbsp;: ils ne peuvent alors plus faire l&apos;objet d&apos;une rétractation.
          </li>
          <li>Un pack ouvert en jeu est considéré comme consommé.</li>
          <li>
            Les remboursements partiels sont étudiés <strong>au cas par cas</strong> par
            l&apos;équipe, sur demande via le contact indiqué ci-dessous.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'contenus',
    title: 'Contenus des utilisateurs',
    body: (
      <p>
        Les noms de comptes, de personnages et de guildes, ainsi que les messages échangés en jeu et
        sur la communauté, ne doivent pas être injurieux, discriminatoires, diffamatoires ou
        contraires à la loi. Le joueur reste responsable des contenus qu&apos;il publie&nbsp;;
        l&apos;équipe peut les modifier ou les supprimer et sanctionner leur auteur.
      </p>
    ),
  },
  {
    id: 'donnees',
    title: 'Données personnelles',
    body: (
      <p>
        Le portail collecte le strict nécessaire au service&nbsp;: adresse e-mail, identifiants de
        connexion, comptes de jeu et historique des achats. Ces données ne sont ni vendues ni cédées
        à des tiers, hors prestataires techniques (authentification, hébergement, paiement).
        Conformément au Règlement général sur la protection des données (RGPD), le joueur dispose
        d&apos;un droit d&apos;accès, de rectification, d&apos;opposition et de suppression de ses
        données, qu&apos;il exerce via le contact indiqué ci-dessous.
      </p>
    ),
  },
  {
    id: 'responsabilite',
    title: 'Responsabilité',
    body: (
      <p>
        Le service est fourni « en l&apos;état ». {site.name} ne saurait être tenu responsable des
        pertes de données ou d&apos;objets virtuels dues à un bug, une interruption, une faille de
        sécurité ou une action du joueur, ni des dommages indirects liés à l&apos;utilisation du
        jeu. L&apos;équipe s&apos;efforce toutefois de rétablir, autant que possible, ce qui a été
        perdu du fait d&apos;un incident technique.
      </p>
    ),
  },
  {
    id: 'liens',
    title: 'Liens externes',
    body: (
      <p>
        Le portail contient des liens vers des sites tiers (wiki, communauté, sites de vote,
        hébergeurs de fichiers, prestataire de paiement). {site.name} n&apos;exerce aucun contrôle
        sur ces sites et décline toute responsabilité quant à leur contenu et à leurs pratiques.
      </p>
    ),
  },
  {
    id: 'force-majeure',
    title: 'Force majeure',
    body: (
      <p>
        {site.name} ne pourra être tenu responsable de l&apos;inexécution de ses obligations en cas
        de force majeure, notamment&nbsp;: panne des réseaux ou des hébergeurs, attaque
        informatique, catastrophe naturelle, décision administrative ou judiciaire.
      </p>
    ),
  },
  {
    id: 'modifications',
    title: 'Modification des CGU',
    body: (
      <p>
        Les présentes CGU peuvent être modifiées à tout moment. Les joueurs sont informés des
        changements importants sur le portail ou sur la communauté&nbsp;; la poursuite de
        l&apos;utilisation du service vaut acceptation de la nouvelle version.
      </p>
    ),
  },
  {
    id: 'duree',
    title: 'Durée',
    body: (
      <p>
        Les présentes CGU s&apos;appliquent pour une <strong>durée indéterminée</strong>, à compter
        de l&apos;inscription du joueur et jusqu&apos;à la suppression de son compte ou l&apos;arrêt
        du service.
      </p>
    ),
  },
  {
    id: 'droit',
    title: 'Droit applicable et juridiction',
    body: (
      <p>
        Les présentes CGU sont soumises au <strong>droit français</strong>. À défaut de résolution
        amiable, tout litige relatif à leur interprétation ou à leur exécution relève de la
        compétence exclusive des <strong>tribunaux de Paris</strong>.
      </p>
    ),
  },
]

/** The terms of use (« Conditions générales d'utilisation », /cgu). */
export function CguPage() {
  return (
    <div
      className={`${container} ${css({ py: { base: '10', md: '16' }, display: 'flex', flexDirection: 'column', gap: '8' })}`}
    >
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <h1 className={pageTitleStyle}>Conditions générales d&apos;utilisation</h1>
        <p className={lead}>
          Ces conditions encadrent l&apos;utilisation du portail et du serveur {site.name}, et
          l&apos;achat d&apos;AirPoints.
        </p>
      </header>
      <nav aria-label="Sommaire des CGU" className={toc}>
        <ol>
          {ARTICLES.map((article) => (
            <li key={article.id}>
              <a href={`#${article.id}`}>{article.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={prose}>
        {ARTICLES.map((article, index) => (
          <section key={article.id} aria-labelledby={article.id}>
            <h2 id={article.id}>
              Article {index + 1} · {article.title}
            </h2>
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '3' })}>
              {article.body}
            </div>
          </section>
        ))}
        <section aria-labelledby="contact">
          <h2 id="contact">Contact</h2>
          <p className={css({ mt: '3' })}>
            Pour toute question&nbsp;:{' '}
            <a href={site.contactUrl}>{site.contactUrl.replace('mailto:', '')}</a> ou la communauté{' '}
            <ExternalLink href={site.chatUrl}>{site.chatLabel}</ExternalLink>. Voir aussi la{' '}
            <Link to={paths.download}>page de téléchargement</Link>.
          </p>
        </section>
      </div>
    </div>
  )
}
