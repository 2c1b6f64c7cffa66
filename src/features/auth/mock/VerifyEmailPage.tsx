import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { useServices } from '@/shared/services'
import { WarningBox, Notice } from '@/shared/components/Alert'
import { AuthLayout } from '../AuthLayout'
import { links } from '../styles'
import { MockUnavailable } from './MockUnavailable'

type Outcome = 'pending' | 'verified' | 'invalid'

/** One attempt per code, even when React runs the effect twice. */
const attempts = new Map<string, Promise<Outcome>>()

/**
 * /__mock/verify?oobCode=…: applies the code of a verification link, then reads the signed-in
 * user again so that emailVerified turns true without signing in again.
 */
export default function VerifyEmailPage() {
  const { mock, auth } = useServices()
  const [params] = useSearchParams()
  const code = params.get('oobCode') ?? ''
  const [outcome, setOutcome] = useState<Outcome>('pending')

  useEffect(() => {
    if (!mock) return
    let attempt = attempts.get(code)
    if (!attempt) {
      attempt = mock.auth
        .applyActionCode(code)
        .then(async () => {
          await auth.reload()
          return 'verified' as const
        })
        .catch(() => 'invalid' as const)
      attempts.set(code, attempt)
    }
    let current = true
    void attempt.then((result) => current && setOutcome(result))
    return () => {
      current = false
    }
  }, [mock, auth, code])

  if (!mock) return <MockUnavailable title="Vérification de l'adresse email" />
  return (
    <AuthLayout title="Vérification de l'adresse email">
      {outcome === 'pending' && <p role="status">Vérification en cours…</p>}
      {outcome === 'verified' && <Notice>Votre adresse email est vérifiée. Merci !</Notice>}
      {outcome === 'invalid' && (
        <WarningBox title="Lien invalide">
          Ce lien de vérification est invalide ou a déjà été utilisé.
        </WarningBox>
      )}
      <div className={links}>
        <p>
          <Link to="/">Retour à l&apos;accueil</Link>
        </p>
        <p>
          <Link to="/__mock/mailbox">Boîte mail simulée</Link>
        </p>
      </div>
    </AuthLayout>
  )
}
