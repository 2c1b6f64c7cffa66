import type { SaleSettings, VatStatus } from '@backend/ports'
import { DEMO_SALE } from '@backend/ports'
import type { SmtpSettings } from './adapters/smtp-mail'

/**
 * What the law asks of a server that sells (docs/selling-in-france.md): the seller's details, its
 * VAT status, the consumer mediator, and an SMTP provider for the confirmations. Under
 * NODE_ENV=production each is required: the start is refused with the names of the missing ones.
 * Elsewhere the demo placeholders stand in and, without SMTP, e-mails wait in the outbox.
 */
export const SALE_VARIABLES = [
  'SELLER_NAME',
  'SELLER_ADDRESS',
  'SELLER_CONTACT',
  'SELLER_REGISTRATION',
  'MEDIATOR_NAME',
  'MEDIATOR_URL',
  'VAT_MODE',
] as const

function vatFromEnv(env: NodeJS.ProcessEnv): VatStatus | null {
  const mode = env.VAT_MODE?.trim()
  if (!mode) return null
  if (mode === 'franchise') return { mode: 'franchise' }
  if (mode !== 'vat')
    throw new Error(`VAT_MODE must be franchise or vat (got ${JSON.stringify(mode)})`)
  const rate = Number(env.VAT_RATE_PERCENT)
  if (!Number.isFinite(rate) || rate <= 0 || rate >= 100) {
    throw new Error('VAT_MODE=vat needs VAT_RATE_PERCENT, the rate in percent (e.g. 20)')
  }
  const number = env.VAT_NUMBER?.trim()
  if (!number) throw new Error('VAT_MODE=vat needs VAT_NUMBER, the intra-EU VAT number')
  return { mode: 'vat', rateBp: Math.round(rate * 100), number }
}

export function saleSettingsFromEnv(env: NodeJS.ProcessEnv, siteOrigin: string): SaleSettings {
  const given = (name: (typeof SALE_VARIABLES)[number]) => env[name]?.trim() || null
  if (env.NODE_ENV === 'production') {
    const missing = SALE_VARIABLES.filter((name) => !given(name))
    if (missing.length > 0) {
      throw new Error(
        `NODE_ENV=production: ${missing.join(', ')} not set (the seller's details on receipts and e-mails, docs/selling-in-france.md). The server does not start.`,
      )
    }
  }
  const mediatorUrl = given('MEDIATOR_URL')
  if (mediatorUrl && !/^https?:\/\/\S+$/.test(mediatorUrl)) {
    throw new Error("MEDIATOR_URL must be the mediator's web address (https://...)")
  }
  return {
    seller: {
      name: given('SELLER_NAME') ?? DEMO_SALE.seller.name,
      address: given('SELLER_ADDRESS') ?? DEMO_SALE.seller.address,
      contact: given('SELLER_CONTACT') ?? DEMO_SALE.seller.contact,
      registration: given('SELLER_REGISTRATION') ?? DEMO_SALE.seller.registration,
    },
    vat: vatFromEnv(env) ?? DEMO_SALE.vat,
    mediator: {
      name: given('MEDIATOR_NAME') ?? DEMO_SALE.mediator.name,
      url: mediatorUrl ?? DEMO_SALE.mediator.url,
    },
    siteOrigin,
  }
}

/**
 * SMTP_URL (smtp[s]://user:pass@host:port), or SMTP_HOST with SMTP_PORT, SMTP_USER, SMTP_PASS,
 * SMTP_SECURE; MAIL_FROM the sender ('AirFlyff <ventes@airflyff.fr>'). Null: none set (refused in
 * production).
 */
export function smtpSettingsFromEnv(env: NodeJS.ProcessEnv): SmtpSettings | null {
  const url = env.SMTP_URL?.trim()
  const host = env.SMTP_HOST?.trim()
  const from = env.MAIL_FROM?.trim()
  if (!url && !host) {
    if (env.NODE_ENV === 'production') {
      throw new Error(
        'NODE_ENV=production: SMTP_URL (or SMTP_HOST) not set: purchases must be confirmed by e-mail (docs/selling-in-france.md). The server does not start.',
      )
    }
    return null
  }
  if (!from) throw new Error('MAIL_FROM must be set with SMTP_URL or SMTP_HOST (the sender)')
  if (url) {
    if (!/^smtps?:\/\//.test(url)) throw new Error('SMTP_URL must start with smtp:// or smtps://')
    return { url, from }
  }
  const port = Number(env.SMTP_PORT || 587)
  if (!Number.isInteger(port) || port <= 0) throw new Error('SMTP_PORT must be a port number')
  return {
    host,
    port,
    secure: env.SMTP_SECURE === '1' || env.SMTP_SECURE === 'true',
    user: env.SMTP_USER?.trim() || undefined,
    pass: env.SMTP_PASS || undefined,
    from,
  }
}
