import { db, randomId } from '../db/collections'
import type { MailRecord } from '../db/schemas'

/** Every mail the mock auth "sent", newest first (the dev panel's mailbox). */
export function listMailbox(): MailRecord[] {
  return [...db.mailbox.all()].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}

const MAILS = {
  verify: {
    subject: 'Vérifiez votre adresse e-mail',
    path: '/__mock/verify',
    text: 'Cliquez sur le lien pour vérifier votre adresse e-mail :',
  },
  reset: {
    subject: 'Réinitialisez votre mot de passe',
    path: '/__mock/reset',
    text: 'Cliquez sur le lien pour choisir un nouveau mot de passe :',
  },
} as const

/** Records a mail with a one-time code in its link; call inside a mutation. */
export async function sendMail(kind: MailRecord['kind'], to: string): Promise<MailRecord> {
  const code = randomId()
  const mail = MAILS[kind]
  const link = `${mail.path}?oobCode=${code}`
  return db.mailbox.create({
    id: randomId('mail_'),
    to,
    subject: mail.subject,
    text: `${mail.text} ${link}`,
    link,
    kind,
    code,
    used: false,
    createdAt: new Date().toISOString(),
  })
}

/** Marks an unused code of the given kind as used and returns its mail, or undefined. */
export async function consumeCode(kind: MailRecord['kind'], code: string) {
  const mail = db.mailbox.findFirst((q) => q.where({ code, kind, used: false }))
  if (!mail) return undefined
  await db.mailbox.update((q) => q.where({ code }), {
    data(m) {
      m.used = true
    },
  })
  return mail
}
