import { SMTPServer } from 'smtp-server'
import type { AddressInfo } from 'node:net'

/**
 * A local SMTP stand-in (smtp-server) for the mail queue's tests and the live runs: it keeps each
 * accepted message (envelope, raw source, and the source with quoted-printable undone), and
 * refuses the next `refuseNext` messages with a temporary error (451), as a provider under load.
 */
export interface SeenMail {
  from: string
  to: string[]
  raw: string
  /** The source with soft line breaks and =XX escapes undone (UTF-8): for assertions. */
  decoded: string
}

export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

export async function startSmtpStandIn() {
  const mails: SeenMail[] = []
  const state = { refuseNext: 0 }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (state.refuseNext > 0) {
          state.refuseNext -= 1
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 })
          return callback(error)
        }
        const raw = Buffer.concat(chunks).toString('latin1')
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          decoded: decodeQuotedPrintable(raw),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    mails,
    state,
    url: `smtp://127.0.0.1:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
