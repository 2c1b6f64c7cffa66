import { useId, useState } from 'react'
import type { MockBackend } from '@/shared/runtime/mock-backend'
import { useServices } from '@/shared/runtime/services'
import { useSession, useSignOut } from '@/shared/auth/session'
import { Badge } from '@/shared/components/Badge'
import { Button } from '@/shared/components/Button'
import { code, item, muted, plainList, row, section, sectionHeading } from '../styles'

/** The demo accounts of the seed: sign in as any of them in one click. */
export function UsersSection({ mock, onMail }: { mock: MockBackend; onMail: () => void }) {
  const headingId = useId()
  const { auth } = useServices()
  const session = useSession()
  const signOut = useSignOut()
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState<string | null>(null)

  const run = async (key: string, action: () => Promise<unknown>, done: string) => {
    setBusy(key)
    try {
      await action()
      setMessage(done)
    } catch (error) {
      setMessage(`Échec\u00a0: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      setBusy(null)
    }
  }

  return (
    <section className={section} aria-labelledby={headingId}>
      <h2 id={headingId} className={sectionHeading}>
        Utilisateurs de démo
      </h2>
      <p className={muted}>
        {session.user
          ? `Session\u00a0: ${session.user.email} (adresse ${session.user.emailVerified ? 'vérifiée' : 'non vérifiée'})`
          : 'Aucune session ouverte.'}
      </p>
      <ul className={plainList}>
        {mock.demo.users.map((user) => {
          const current = mock.auth.getUser(user.uid)
          return (
            <li key={user.uid} className={item}>
              <div className={row}>
                <span className={code}>{user.email}</span>
                <span className={muted}>mot de passe {user.password}</span>
                {current && (
                  <Badge tone={current.emailVerified ? 'success' : 'warning'}>
                    {current.emailVerified ? 'vérifiée' : 'non vérifiée'}
                  </Badge>
                )}
              </div>
              <div className={row}>
                <Button
                  size="sm"
                  loading={busy === `in:${user.uid}`}
                  onClick={() =>
                    run(
                      `in:${user.uid}`,
                      () => auth.signInWithPassword(user.email, user.password),
                      `Connecté en tant que ${user.email}.`,
                    )
                  }
                >
                  Se connecter en tant que {user.email}
                </Button>
                {current && !current.emailVerified && (
                  <Button
                    size="sm"
                    variant="outline"
                    loading={busy === `mail:${user.uid}`}
                    onClick={() =>
                      run(
                        `mail:${user.uid}`,
                        async () => {
                          await mock.auth.sendEmailVerification(user.uid)
                          onMail()
                        },
                        `E-mail de vérification envoyé à ${user.email}.`,
                      )
                    }
                  >
                    Envoyer l&apos;e-mail de vérification à {user.email}
                  </Button>
                )}
              </div>
            </li>
          )
        })}
        <li className={item}>
          <div className={row}>
            <span className={code}>{mock.demo.googleEmail}</span>
            <span className={muted}>connexion Google simulée</span>
          </div>
          <div className={row}>
            <Button
              size="sm"
              loading={busy === 'google'}
              onClick={() =>
                run(
                  'google',
                  () => auth.signInWithGoogle(mock.demo.googleEmail),
                  `Connecté en tant que ${mock.demo.googleEmail}.`,
                )
              }
            >
              Se connecter en tant que {mock.demo.googleEmail}
            </Button>
          </div>
        </li>
      </ul>
      {session.user && (
        <div className={row}>
          <Button size="sm" variant="outline" onClick={signOut}>
            Se déconnecter
          </Button>
        </div>
      )}
      <p role="status" className={muted}>
        {message}
      </p>
    </section>
  )
}
