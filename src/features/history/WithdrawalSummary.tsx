import { formatEuros } from '@contract/rules'
import type { WithdrawalsView } from '@contract/schemas'
import { Link } from 'react-router-dom'
import { css } from 'styled-system/css'
import { Card } from '@/shared/components/Card'
import { Deferred } from '@/shared/page/Deferred'
import { inlineLink } from '@/shared/page/styles'
import { paths } from '@/shared/routing/paths'
import { formatDateTimeFr } from '@/shared/text/format'
import type { Loaded } from '@/shared/api/loaded'
import { PURCHASE_PARAM } from './withdrawal-api'
import { purchaseLabel } from './WithdrawalPage'

const list = css({ listStyle: 'disc', pl: '5', display: 'grid', gap: '2' })
const title = css({ fontSize: 'xl', fontWeight: 'bold' })

/** /retractation, that purchase preselected. */
export const withdrawalLink = (paymentId: string) =>
  `${paths.withdrawal}?${PURCHASE_PARAM}=${encodeURIComponent(paymentId)}`

/**
 * On the history page: the purchases that may still be withdrawn, each with « Renoncer au
 * contrat ici », and the withdrawals made with their date and time (docs/decisions/063).
 */
export function WithdrawalSummary({ view }: { view: Promise<Loaded<WithdrawalsView>> }) {
  return (
    <Card as="section" aria-labelledby="history-withdrawal" className={css({ gap: '3' })}>
      <h2 id="history-withdrawal" className={title}>
        Rétractation
      </h2>
      <Deferred value={view} unavailable="Vos rétractations sont indisponibles pour le moment.">
        {({ purchases, withdrawals }) => {
          const open = purchases.filter((p) => p.refusal === null)
          return (
            <>
              {open.length === 0 ? (
                <p>Aucun achat ne peut faire l'objet d'une rétractation pour le moment.</p>
              ) : (
                <ul className={list}>
                  {open.map((p) => (
                    <li key={p.paymentId}>
                      {purchaseLabel(p)}, {p.untransferred}&nbsp;AirPoints non transférés (
                      {formatEuros(p.untransferredEuros)}), jusqu'au {formatDateTimeFr(p.deadline)}
                      &nbsp;:{' '}
                      <Link to={withdrawalLink(p.paymentId)} className={inlineLink}>
                        Renoncer au contrat ici
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
              {withdrawals.length > 0 && (
                <ul className={list} aria-label="Rétractations effectuées">
                  {withdrawals.map((w) => (
                    <li key={w.withdrawalId}>
                      Rétractation du {formatDateTimeFr(w.at)}&nbsp;: {w.points}&nbsp;AirPoints
                      repris, {formatEuros(w.euros)}{' '}
                      {w.refund === 'done' ? 'remboursés' : 'en cours de remboursement'}
                    </li>
                  ))}
                </ul>
              )}
            </>
          )
        }}
      </Deferred>
    </Card>
  )
}
