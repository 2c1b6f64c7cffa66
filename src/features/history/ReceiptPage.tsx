import { UNNUMBERED_PURCHASE, type ReceiptDocument } from '@contract/schemas'
import { Link, useLoaderData } from 'react-router-dom'
import { css } from 'styled-system/css'
import { Button } from '@/shared/components/Button'
import { Card } from '@/shared/components/Card'
import { Deferred } from '@/shared/page/Deferred'
import { container, inlineLink, pageTitleStyle } from '@/shared/page/styles'
import { paths } from '@/shared/routing/paths'
import { formatDateTimeFr } from '@/shared/text/format'
import type { ReceiptData } from './receipts-api'
import { FRANCHISE, euros, receiptTitle, vatRate } from './receipt-text'

const pageColumn = `${container} ${css({
  py: { base: '10', md: '16' },
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
})}`
// On paper: the document alone, black on white (docs/decisions/062-receipts.md).
const noPrint = css({ '@media print': { display: 'none' } })
const sheet = css({
  gap: '4',
  '@media print': { boxShadow: 'none', border: 'none', color: 'black', bg: 'white' },
})
const facts = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' },
  columnGap: '6',
  rowGap: '2',
  '& dt': { fontWeight: 'bold' },
})

function ReceiptSheet({ document }: { document: ReceiptDocument }) {
  const { receipt, seller, mediator } = document
  const credit = receipt.kind === 'credit-note'
  return (
    <Card as="article" className={sheet} aria-labelledby="receipt-title">
      <h1 id="receipt-title" className={pageTitleStyle}>
        {receiptTitle(receipt)}
      </h1>
      <dl className={facts}>
        <dt>Date</dt>
        <dd>{formatDateTimeFr(receipt.issuedAt)}</dd>
        <dt>Vendeur</dt>
        <dd>
          {seller.name}, {seller.address} ({seller.contact})
        </dd>
        <dt>Immatriculation</dt>
        <dd>{seller.registration}</dd>
        {seller.vatNumber && (
          <>
            <dt>N° de TVA</dt>
            <dd>{seller.vatNumber}</dd>
          </>
        )}
        <dt>Désignation</dt>
        <dd>{receipt.description}</dd>
        {credit && (
          <>
            <dt>Reçu d'origine</dt>
            <dd>
              {receipt.refersTo === null ? (
                UNNUMBERED_PURCHASE
              ) : (
                <Link className={inlineLink} to={paths.receipt(receipt.refersTo)}>
                  n°&nbsp;{String(receipt.refersTo).padStart(6, '0')}
                </Link>
              )}
            </dd>
          </>
        )}
        {receipt.vatRateBp === null ? (
          <>
            <dt>{credit ? 'Montant remboursé' : 'Montant payé'}</dt>
            <dd>{euros(receipt.totalCents)}</dd>
            <dt>TVA</dt>
            <dd>{FRANCHISE}</dd>
          </>
        ) : (
          <>
            <dt>Montant HT</dt>
            <dd>{euros(receipt.netCents)}</dd>
            <dt>TVA ({vatRate(receipt.vatRateBp)})</dt>
            <dd>{euros(receipt.vatCents)}</dd>
            <dt>{credit ? 'Montant TTC remboursé' : 'Montant TTC payé'}</dt>
            <dd>{euros(receipt.totalCents)}</dd>
          </>
        )}
        <dt>Médiateur de la consommation</dt>
        <dd>
          {mediator.name} ({mediator.url})
        </dd>
      </dl>
    </Card>
  )
}

/**
 * /me/recus/:number: a receipt or a credit note, print-ready (the browser's « Imprimer », or
 * « Enregistrer en PDF »). Not the player's, or no such number: unavailable, nothing shown.
 */
export function ReceiptPage() {
  const { document } = useLoaderData<ReceiptData>()
  return (
    <div className={pageColumn}>
      <p className={noPrint}>
        <Link className={inlineLink} to={paths.history}>
          Retour à l'historique
        </Link>
      </p>
      <Deferred
        value={document}
        loading="Chargement du reçu…"
        unavailable="Ce reçu est indisponible pour le moment."
      >
        {(loaded) => (
          <>
            <ReceiptSheet document={loaded} />
            <div className={noPrint}>
              <Button variant="outline" onClick={() => window.print()}>
                Imprimer ou enregistrer en PDF
              </Button>
            </div>
          </>
        )}
      </Deferred>
    </div>
  )
}
