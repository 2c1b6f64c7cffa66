import { Link } from 'react-router-dom'
import { ExternalLink } from '@/shared/components/Button'
import { LEGAL_PLACEHOLDER } from '@/shared/config/legal-placeholder'
import { paths } from '@/shared/routing/paths'
import { useServices } from '@/shared/runtime/services'

/** The consumer mediator as the operator set it: its name and a link to its site. */
export function Mediator() {
  const { legal } = useServices().config
  if (legal.mediatorUrl === LEGAL_PLACEHOLDER) return <>{legal.mediator}</>
  return (
    <>
      {legal.mediator} (<ExternalLink href={legal.mediatorUrl}>{legal.mediatorUrl}</ExternalLink>)
    </>
  )
}

/** The terms' withdrawal paragraph: the 14 days, how a transfer ends them, where to withdraw. */
export function WithdrawalTerms() {
  return (
    <>
      <li>
        <strong>Droit de rétractation&nbsp;:</strong> le joueur dispose d&apos;un délai de{' '}
        <strong>14 jours</strong> à compter de l&apos;achat pour se rétracter, sans motif, pour les
        AirPoints qui n&apos;ont pas encore été transférés sur un personnage. Il les reçoit
        remboursés par le même moyen de paiement, dans les 14 jours.
      </li>
      <li>
        <strong>Où se rétracter&nbsp;:</strong> la fonction «&nbsp;Renoncer au contrat ici&nbsp;»
        est sur la page <Link to={paths.withdrawal}>Rétractation</Link>, reliée depuis le pied de
        chaque page et depuis chaque achat de l&apos;<Link to={paths.history}>historique</Link>
        &nbsp;; elle demande le nom, l&apos;achat et l&apos;adresse e-mail, puis «&nbsp;Confirmer la
        rétractation&nbsp;», et un accusé de réception daté est envoyé par e-mail. Le formulaire de
        rétractation type figure aussi dans l&apos;e-mail de confirmation de chaque achat.
      </li>
      <li>
        <strong>Un transfert met fin au droit pour les AirPoints transférés&nbsp;:</strong> le
        transfert sur un personnage commence la fourniture du contenu numérique. Pour des AirPoints
        achetés depuis moins de 14 jours, le portail demande avant le transfert l&apos;accord exprès
        du joueur et sa reconnaissance qu&apos;il perd ainsi son droit de rétractation sur ces
        AirPoints&nbsp;; sans cet accord, le transfert est refusé. Les AirPoints non transférés du
        même achat restent rétractables.
      </li>
    </>
  )
}
