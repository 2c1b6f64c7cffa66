import { useEffect, useId, useState } from 'react'
import { Link } from 'react-router-dom'
import type { MockBackend } from '@/shared/runtime/mock-backend'
import { useServices } from '@/shared/runtime/services'
import { Badge } from '@/shared/components/Badge'
import { Button } from '@/shared/components/Button'
import { item, link, muted, plainList, row, section, sectionHeading } from '../styles'
import { paths } from '@/shared/routing/paths'

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium' })

/**
 * The last emails of the mock auth, with their links; the full mailbox and the pages the links
 * open are the mock auth's own (/__mock/mailbox, /__mock/verify, /__mock/reset).
 */
export function MailboxSection({ mock }: { mock: MockBackend }) {
  const headingId = useId()
  const { config } = useServices()
  const [mails, setMails] = useState(() => mock.mailbox.list())
  useEffect(() => {
    const timer = window.setInterval(() => setMails(mock.mailbox.list()), 2000)
    return () => window.clearInterval(timer)
  }, [mock])

  return (
    <section className={section} aria-labelledby={headingId}>
      <div className={row}>
        <h2 id={headingId} className={sectionHeading}>
          Boîte e-mail simulée
        </h2>
        <Button variant="ghost" size="sm" onClick={() => setMails(mock.mailbox.list())}>
          Actualiser
        </Button>
      </div>
      {config.auth !== 'mock' ? (
        <p className={muted}>
          Avec l&apos;authentification Firebase, les e-mails sont ceux de l&apos;émulateur.
        </p>
      ) : (
        <>
          <p className={muted}>
            <Link className={link} to={paths.mock.mailbox}>
              Ouvrir la boîte e-mail complète
            </Link>
          </p>
          {mails.length === 0 ? (
            <p className={muted}>Aucun e-mail pour le moment.</p>
          ) : (
            <ul className={plainList} aria-label="Derniers e-mails">
              {mails.slice(0, 8).map((mail) => (
                <li key={mail.id} className={item} aria-label={`${mail.subject} — ${mail.to}`}>
                  <div className={row}>
                    <strong>{mail.subject}</strong>
                    {mail.used && <Badge>Lien utilisé</Badge>}
                  </div>
                  <span className={muted}>
                    À&nbsp;: {mail.to} · {dateFormat.format(new Date(mail.createdAt))}
                  </span>
                  <Link className={link} to={mail.link}>
                    {mail.kind === 'verify'
                      ? `Vérifier l'adresse ${mail.to}`
                      : `Nouveau mot de passe pour ${mail.to}`}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  )
}
