import { Suspense, use } from 'react'
import { Link, useLoaderData } from 'react-router-dom'
import { WarningBox, Notice } from '@/shared/components/Alert'
import { paths } from '@/shared/routing/paths'
import { AuthLayout } from '../AuthLayout'
import { links } from '../styles'
import type { Verification, VerifyEmailData } from './api'

const TITLE = "Vérification de l'adresse e-mail"

function Outcome({ verification }: { verification: Promise<Verification> }) {
  const outcome = use(verification)
  if (outcome === 'verified')
    return <Notice>Votre adresse e-mail est vérifiée. Merci&nbsp;!</Notice>
  if (outcome === 'unavailable')
    return <p>Cette page n&apos;existe qu&apos;avec l&apos;authentification simulée (mode démo).</p>
  return (
    <WarningBox title="Lien invalide">
      Ce lien de vérification est invalide ou a déjà été utilisé.
    </WarningBox>
  )
}

/** /__mock/verify?oobCode=…: what the link's verification (run by the route's loader) came to. */
export function VerifyEmailPage() {
  const { verification } = useLoaderData<VerifyEmailData>()
  return (
    <AuthLayout title={TITLE}>
      <Suspense fallback={<p role="status">Vérification en cours…</p>}>
        <Outcome verification={verification} />
      </Suspense>
      <div className={links}>
        <p>
          <Link to={paths.home}>Retour à l&apos;accueil</Link>
        </p>
        <p>
          <Link to={paths.mock.mailbox}>Boîte e-mail simulée</Link>
        </p>
      </div>
    </AuthLayout>
  )
}
