import type { ReceiptView } from '@contract/schemas'
import { Link } from 'react-router-dom'
import { css } from 'styled-system/css'
import type { Loaded } from '@/shared/api/loaded'
import { Card } from '@/shared/components/Card'
import { Deferred } from '@/shared/page/Deferred'
import { inlineLink } from '@/shared/page/styles'
import { paths } from '@/shared/routing/paths'
import { formatDateTimeFr } from '@/shared/text/format'
import { euros, receiptTitle } from './receipt-text'

const muted = css({ color: 'fg.muted', fontSize: 'sm' })
const list = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none' })
const item = css({ display: 'flex', flexDirection: 'column', gap: '0.5' })

/**
 * The history page's receipts: each purchase's receipt and each refund's credit note, with a
 * link to read and print it (/me/recus/:number). A failed read says so, never « aucun reçu ».
 */
export function ReceiptsSection({
  receipts,
}: {
  receipts: Promise<Loaded<{ receipts: ReceiptView[] }>>
}) {
  return (
    <Card as="section" aria-labelledby="history-receipts" className={css({ gap: '4' })}>
      <h2 id="history-receipts" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        Reçus et avoirs
      </h2>
      <Deferred
        value={receipts}
        loading="Chargement des reçus…"
        unavailable="Les reçus sont indisponibles pour le moment."
      >
        {({ receipts }) =>
          receipts.length === 0 ? (
            <p className={muted}>Aucun reçu pour le moment.</p>
          ) : (
            <ul className={list} aria-label="Liste des reçus et avoirs">
              {receipts.map((receipt) => (
                <li key={receipt.number} className={item}>
                  <Link className={inlineLink} to={paths.receipt(receipt.number)}>
                    {receiptTitle(receipt)}
                  </Link>
                  <span className={muted}>{receipt.description}</span>
                  <span className={muted}>
                    {formatDateTimeFr(receipt.issuedAt)} ·{' '}
                    {receipt.kind === 'credit-note' ? '−' : ''}
                    {euros(receipt.totalCents)} TTC
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </Deferred>
    </Card>
  )
}
