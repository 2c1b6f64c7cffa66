import nodemailer from 'nodemailer'
import type { MailPort } from '@backend/ports'

/** The SMTP provider of the operator (server/sale-config.ts reads it from the environment). */
export type SmtpSettings = { from: string; timeoutMs?: number } & (
  { url: string } | { host?: string; port: number; secure: boolean; user?: string; pass?: string }
)

/** The mail port on nodemailer over SMTP (docs/decisions/061-mail-outbox.md). */
export function smtpMail(settings: SmtpSettings): MailPort & { close(): void } {
  const timeout = settings.timeoutMs ?? 15_000
  const limits = { connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout }
  const transport =
    'url' in settings
      ? nodemailer.createTransport(settings.url, { from: settings.from })
      : nodemailer.createTransport(
          {
            host: settings.host,
            port: settings.port,
            secure: settings.secure,
            ...(settings.user ? { auth: { user: settings.user, pass: settings.pass ?? '' } } : {}),
            ...limits,
          },
          { from: settings.from },
        )
  return {
    async send(mail) {
      await transport.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        attachments: mail.attachments ?? [],
      })
    },
    close: () => transport.close(),
  }
}
