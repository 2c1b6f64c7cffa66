import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { css } from 'styled-system/css'
import { useServices } from '@/shared/runtime/services'
import { useSession } from '@/shared/auth/session'
import { Badge } from '@/shared/components/Badge'
import { Button } from '@/shared/components/Button'
import { Card } from '@/shared/components/Card'
import { inlineLink } from '@/shared/page/styles'
import { authTitle } from '../styles'
import { MockUnavailable } from './MockUnavailable'
import { OutboxMails } from './OutboxMails'

const page = css({
  width: '100%',
  maxWidth: '48rem',
  mx: 'auto',
  px: '4',
  py: { base: '10', md: '16' },
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
})
const mails = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none' })
const mailCard = css({ display: 'flex', flexDirection: 'column', gap: '2', p: '4' })
const meta = css({ fontSize: 'sm', color: 'fg.muted' })
const header = css({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '3',
  alignItems: 'center',
})

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium' })

/** /__mock/mailbox: every email the mock auth "sent", newest first, with working links. */
export function MailboxPage() {
  const { mock } = useServices()
  const { user } = useSession()
  const read = () => mock?.mailbox.list() ?? []
  const [list, setList] = useState(read)
  // The mailbox lives in this page's database: read it again now and then.
  useEffect(() => {
    if (!mock) return
    const timer = window.setInterval(() => setList(mock.mailbox.list()), 2000)
    return () => window.clearInterval(timer)
  }, [mock])

  if (!mock) return <MockUnavailable title="Boîte e-mail simulée" />
  return (
    <div className={page}>
      <div className={header}>
        <h1 className={authTitle}>Boîte e-mail simulée</h1>
        <Button variant="outline" size="sm" onClick={() => setList(read())}>
          Actualiser
        </Button>
      </div>
      <p className={meta}>
        {user
          ? `Session\u00a0: ${user.email} (adresse ${user.emailVerified ? 'vérifiée' : 'non vérifiée'})`
          : 'Aucune session ouverte.'}
      </p>
      {list.length === 0 ? (
        <p>Aucun e-mail pour le moment.</p>
      ) : (
        <ul className={mails} aria-label="E-mails reçus">
          {list.map((mail) => (
            <li key={mail.id}>
              <Card as="article" className={mailCard} aria-label={mail.subject}>
                <div className={header}>
                  <h2 className={css({ fontWeight: 'bold' })}>{mail.subject}</h2>
                  {mail.used && <Badge>Lien utilisé</Badge>}
                </div>
                <p className={meta}>
                  À&nbsp;: {mail.to} · {dateFormat.format(new Date(mail.createdAt))}
                </p>
                <p>{mail.text.replace(mail.link, '').trim()}</p>
                <p>
                  <Link to={mail.link} className={inlineLink}>
                    {mail.kind === 'verify'
                      ? 'Vérifier mon adresse e-mail'
                      : 'Choisir un nouveau mot de passe'}
                  </Link>
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <OutboxMails mock={mock} />
    </div>
  )
}
