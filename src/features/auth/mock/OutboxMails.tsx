import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { css } from 'styled-system/css'
import { Card } from '@/shared/components/Card'
import { inlineLink } from '@/shared/page/styles'
import { paths } from '@/shared/routing/paths'
import type { MockBackend } from '@/shared/runtime/mock-backend'

type MailRow = Awaited<ReturnType<MockBackend['mailbox']['outbox']>>[number]

const mails = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none' })
const mailCard = css({ display: 'flex', flexDirection: 'column', gap: '2', p: '4' })
const meta = css({ fontSize: 'sm', color: 'fg.muted' })
const body = css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium' })

/**
 * The portal's own e-mails in the embedded backend (the mail outbox, docs/decisions/061): each
 * purchase's confirmation with its body and its receipt's link, newest first, read again now and
 * then.
 */
export function OutboxMails({ mock }: { mock: MockBackend }) {
  const [list, setList] = useState<MailRow[] | null>(null)
  useEffect(() => {
    let live = true
    const read = () =>
      void mock.mailbox.outbox().then((rows) => {
        if (live) setList(rows)
      })
    read()
    const timer = window.setInterval(read, 2000)
    return () => {
      live = false
      window.clearInterval(timer)
    }
  }, [mock])
  return (
    <section
      aria-labelledby="outbox-title"
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <h2 id="outbox-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        E-mails du portail (achats, reçus)
      </h2>
      {list === null ? (
        <p className={meta}>Lecture des e-mails…</p>
      ) : list.length === 0 ? (
        <p>Aucun e-mail du portail pour le moment.</p>
      ) : (
        <ul className={mails} aria-label="E-mails du portail">
          {list.map((mail) => (
            <li key={mail.id}>
              <Card as="article" className={mailCard} aria-label={mail.subject}>
                <h3 className={css({ fontWeight: 'bold' })}>{mail.subject}</h3>
                <p className={meta}>
                  À&nbsp;: {mail.to} · {dateFormat.format(new Date(mail.createdAt))}
                </p>
                <p className={body}>{mail.text}</p>
                {mail.attachments.map((number) => (
                  <p key={number}>
                    Pièce jointe&nbsp;:{' '}
                    <Link to={paths.receipt(number)} className={inlineLink}>
                      reçu n°&nbsp;{String(number).padStart(6, '0')}
                    </Link>
                  </p>
                ))}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
