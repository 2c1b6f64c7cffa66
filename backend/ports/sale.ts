/**
 * What the law asks a seller to print on its receipts and confirmations (docs/selling-in-france.md):
 * the seller's details, its VAT status, the consumer mediator, and the site's address for links.
 * Server: read from the environment (server/config.ts); embedded backend: demo placeholders.
 */
export interface SellerDetails {
  /** A person's name, or a company's name and legal form. */
  name: string
  address: string
  /** E-mail address (and phone) of the seller. */
  contact: string
  /** SIREN/SIRET or RCS registration, as printed on receipts. */
  registration: string
}

/**
 * The VAT status the operator chose (not a code path chosen for them): the franchise
 * (« TVA non applicable, art. 293 B du CGI ») or VAT at a rate in basis points (2000: 20 %).
 */
export type VatStatus = { mode: 'franchise' } | { mode: 'vat'; rateBp: number; number: string }

export interface SaleSettings {
  seller: SellerDetails
  vat: VatStatus
  mediator: { name: string; url: string }
  /** The portal's public address, before the links of e-mails ('https://airflyff.fr'). */
  siteOrigin: string
}

export const SALE_PLACEHOLDER = 'Non renseigné (version de démonstration)'

/** The embedded backend's and the tests' settings: placeholders, the VAT franchise. */
export const DEMO_SALE: SaleSettings = {
  seller: {
    name: SALE_PLACEHOLDER,
    address: SALE_PLACEHOLDER,
    contact: SALE_PLACEHOLDER,
    registration: SALE_PLACEHOLDER,
  },
  vat: { mode: 'franchise' },
  mediator: { name: SALE_PLACEHOLDER, url: 'https://www.economie.gouv.fr/mediation-conso' },
  siteOrigin: 'http://localhost:5173',
}
