import { Link } from 'react-router-dom'
import { css } from 'styled-system/css'
import { ExternalLink } from '@/shared/components/Button'
import { paths } from '@/shared/routing/paths'
import { useServices } from '@/shared/runtime/services'
import { site } from '@/shared/config/site'
import { container, lead, pageTitleStyle } from '@/shared/page/styles'
import { longPage, prose } from './prose'

/** The privacy policy (RGPD, articles 13 and 14): what is kept, why, for how long, and the rights. */
export function PrivacyPage() {
  const { legal } = useServices().config
  return (
    <div className={`${container} ${longPage}`}>
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <h1 className={pageTitleStyle}>Politique de confidentialité</h1>
        <p className={lead}>
          Les données que le portail {site.name} traite, pourquoi, combien de temps, et vos droits.
        </p>
      </header>
      <div className={prose}>
        <section aria-labelledby="responsable">
          <h2 id="responsable">Responsable du traitement</h2>
          <p>
            {legal.publisher}, {legal.address} ({legal.contact}). Pour toute question sur vos
            données&nbsp;: {legal.dataOfficer}.
          </p>
        </section>
        <section aria-labelledby="donnees">
          <h2 id="donnees">Données traitées</h2>
          <ul>
            <li>
              <strong>Votre compte</strong>&nbsp;: adresse e-mail, identifiant de connexion et, si
              vous vous connectez avec Google, le nom et l&apos;image de votre compte Google.
            </li>
            <li>
              <strong>Vos comptes de jeu</strong>&nbsp;: leurs noms et leurs personnages (les mots
              de passe du jeu sont enregistrés par le serveur de jeu, chiffrés).
            </li>
            <li>
              <strong>Vos AirPoints</strong>&nbsp;: solde, achats (pack, montant, date), transferts
              vers vos personnages, récompenses de fidélité et votes.
            </li>
            <li>
              <strong>Vos paiements</strong>&nbsp;: ils sont traités par Stripe. Le portail ne voit
              ni ne conserve vos données bancaires, seulement le pack, le montant et
              l&apos;identifiant du paiement.
            </li>
            <li>
              <strong>Votre adresse IP</strong>&nbsp;: lorsque vous votez, elle est transmise au
              site de vote pour vérifier votre vote, et elle sert à limiter les abus.
            </li>
          </ul>
        </section>
        <section aria-labelledby="finalites">
          <h2 id="finalites">Finalités et bases légales</h2>
          <ul>
            <li>
              Tenir votre compte, vendre et livrer les AirPoints et les récompenses&nbsp;:
              l&apos;exécution du contrat (les <Link to={paths.cgu}>CGU</Link>).
            </li>
            <li>Conserver les pièces comptables des paiements&nbsp;: une obligation légale.</li>
            <li>
              Prévenir la fraude et les abus (votes, achats, création de comptes)&nbsp;: notre
              intérêt légitime.
            </li>
          </ul>
        </section>
        <section aria-labelledby="durees">
          <h2 id="durees">Durées de conservation</h2>
          <p>
            Vos données sont conservées tant que votre compte existe. Les paiements et les
            mouvements d&apos;AirPoints sont conservés dix ans, comme la loi l&apos;exige des pièces
            comptables (article L123-22 du Code de commerce), sans votre adresse e-mail une fois
            votre compte supprimé.
          </p>
        </section>
        <section aria-labelledby="destinataires">
          <h2 id="destinataires">Destinataires</h2>
          <p>
            Seule l&apos;équipe du serveur accède à vos données. Deux prestataires les traitent pour
            nous&nbsp;: Google (Firebase Authentication, pour la connexion, et l&apos;hébergement)
            et Stripe (le paiement). Ils peuvent les traiter hors de l&apos;Union européenne, dans
            le cadre des clauses contractuelles types de la Commission européenne. Vos données ne
            sont ni vendues ni cédées.
          </p>
        </section>
        <section aria-labelledby="cookies">
          <h2 id="cookies">Cookies et traceurs</h2>
          <p>
            Le portail ne dépose aucun cookie et ne contacte aucun service tiers tant que vous
            n&apos;êtes pas connecté. Une fois connecté, votre session est gardée dans le stockage
            de votre navigateur&nbsp;: elle est strictement nécessaire au service que vous demandez.
            Il n&apos;y a ni publicité, ni mesure d&apos;audience, ni autre traceur&nbsp;: aucun
            consentement n&apos;est donc demandé. Le paiement a lieu sur le site de Stripe, sous sa
            propre politique.
          </p>
        </section>
        <section aria-labelledby="droits">
          <h2 id="droits">Vos droits</h2>
          <p>
            Deux boutons de votre <Link to={paths.profile}>profil</Link>, rubrique «&nbsp;Vos
            données&nbsp;», exercent vos droits sans attendre personne&nbsp;:
          </p>
          <ul>
            <li>
              <strong>Télécharger mes données</strong> (droits d&apos;accès et de
              portabilité)&nbsp;: un fichier JSON avec tout ce que le portail conserve sur vous
              (profil, comptes de jeu, historique complet et votes).
            </li>
            <li>
              <strong>Supprimer mon compte</strong> (droit à l&apos;effacement)&nbsp;: après avoir
              saisi de nouveau votre mot de passe, votre compte de connexion, votre profil, votre
              solde, vos votes et vos rattachements de comptes de jeu sont effacés aussitôt. Vos
              comptes de jeu restent dans le jeu, avec leurs personnages. Les paiements et les
              mouvements d&apos;AirPoints restent dans notre comptabilité, sans rien qui vous
              désigne. Vous pouvez ensuite vous réinscrire avec la même adresse&nbsp;: le nouveau
              compte part de zéro.
            </li>
          </ul>
          <p>
            Pour rectifier vos données, vous opposer à un traitement ou en demander la limitation,
            ou pour toute autre demande, écrivez à {legal.dataOfficer}&nbsp;: nous répondons sous un
            mois. Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une
            réclamation à la{' '}
            <ExternalLink href="https://www.cnil.fr/fr/plaintes">CNIL</ExternalLink>.
          </p>
        </section>
      </div>
    </div>
  )
}
