import type { MailMessage, Receipt, SaleSettings } from '../ports'
import { receiptLabel } from './receipts'

/** The confirmation e-mail of a purchase (the durable medium): pure, in French. */

const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100)

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(new Date(iso))

/** The VAT line of a receipt. */
export function vatLine(
  receipt: Pick<Receipt, 'vatRateBp' | 'netCents' | 'vatCents' | 'totalCents'>,
) {
  if (receipt.vatRateBp === null) return 'TVA non applicable, art. 293 B du CGI'
  const rate = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(
    receipt.vatRateBp / 100,
  )
  return `HT\u00a0: ${euros(receipt.netCents)} · TVA ${rate}\u00a0%\u00a0: ${euros(receipt.vatCents)} · TTC\u00a0: ${euros(receipt.totalCents)}`
}

/** A receipt or a credit note as text: the e-mail's attachment and body. */
export function receiptText(receipt: Receipt, sale: SaleSettings): string {
  const { seller } = sale
  const title = receipt.kind === 'receipt' ? 'Reçu' : 'Avoir'
  return [
    `${title} n° ${receiptLabel(receipt.number)} du ${dateTime(receipt.issuedAt)}`,
    `Vendeur\u00a0: ${seller.name}, ${seller.address} (${seller.contact})`,
    `Immatriculation\u00a0: ${seller.registration}`,
    ...(sale.vat.mode === 'vat' ? [`N° de TVA intracommunautaire\u00a0: ${sale.vat.number}`] : []),
    `Désignation\u00a0: ${receipt.description}`,
    `Montant\u00a0: ${euros(receipt.totalCents)}`,
    vatLine(receipt),
  ].join('\n')
}

/** The model withdrawal form (Code de la consommation, annexe à l'article R221-1). */
export function withdrawalFormText(sale: SaleSettings): string {
  const { seller } = sale
  return [
    'Formulaire de rétractation',
    '(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)',
    `À l'attention de ${seller.name}, ${seller.address}, ${seller.contact}\u00a0:`,
    'Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la fourniture du contenu numérique ci-dessous\u00a0:',
    'Commandé le (*)/reçu le (*)\u00a0:',
    'Nom du (des) consommateur(s)\u00a0:',
    'Adresse du (des) consommateur(s)\u00a0:',
    'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier)\u00a0:',
    'Date\u00a0:',
    '(*) Rayez la mention inutile.',
  ].join('\n')
}

export interface PurchaseMailFacts {
  to: string
  paymentId: string
  packTitle: string
  points: number
  receipt: Receipt
}

/**
 * What a purchase's confirmation says: what was bought and its price, the seller, the withdrawal
 * conditions with the link to the withdrawal function, the model form, the receipt (in the body,
 * attached by number, and linked).
 */
export function purchaseMail(facts: PurchaseMailFacts, sale: SaleSettings): MailMessage {
  const { receipt } = facts
  const origin = sale.siteOrigin.replace(/\/$/, '')
  const withdrawal = `${origin}/retractation?achat=${encodeURIComponent(facts.paymentId)}`
  const text = [
    'Bonjour,',
    '',
    `Merci pour votre achat du ${dateTime(receipt.issuedAt)}\u00a0: ${facts.packTitle}, ${facts.points} AirPoints, pour ${euros(receipt.totalCents)} TTC. Les AirPoints sont crédités sur votre portefeuille du portail.`,
    '',
    'Droit de rétractation',
    "Vous pouvez renoncer à cet achat pendant 14 jours à compter d'aujourd'hui, sans motif, pour les AirPoints que vous n'avez pas encore transférés à un personnage : ils vous sont remboursés par le même moyen de paiement, dans les 14 jours. Un transfert vers un personnage commence la fourniture de ces AirPoints : avec votre accord exprès, les AirPoints transférés ne peuvent plus faire l'objet d'une rétractation.",
    `Pour vous rétracter, « Renoncer au contrat ici »\u00a0: ${withdrawal}`,
    '',
    withdrawalFormText(sale),
    '',
    receiptText(receipt, sale),
    `Votre reçu en ligne\u00a0: ${origin}/me/recus/${receipt.number}`,
    '',
    `Médiateur de la consommation\u00a0: ${sale.mediator.name} (${sale.mediator.url})`,
  ]
    .join('\n')
    .replace(/ :/g, '\u00a0:')
  return {
    to: facts.to,
    subject: `Confirmation de votre achat\u00a0: ${facts.packTitle} (reçu n° ${receiptLabel(receipt.number)})`,
    text,
    attachments: [receipt.number],
    kind: 'purchase',
  }
}
