import { useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { useServices } from '@/shared/runtime/services'
import { WarningBox, Notice } from '@/shared/components/Alert'
import { Button } from '@/shared/components/Button'
import { FormField } from '@/shared/components/FormField'
import { AuthLayout } from '../AuthLayout'
import { form, links } from '../styles'
import { MockUnavailable } from './MockUnavailable'
import { paths } from '@/shared/routing/paths'

type Status = 'editing' | 'saving' | 'done' | 'weak' | 'invalid'

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : ''

/** /__mock/reset?oobCode=…: the page a reset link opens (Firebase hosts it in production). */
export function ResetConfirmPage() {
  const { mock } = useServices()
  const [params] = useSearchParams()
  const [password, setPassword] = useState('')
  const [status, setStatus] = useState<Status>('editing')
  if (!mock) return <MockUnavailable title="Nouveau mot de passe" />

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setStatus('saving')
    try {
      await mock.auth.confirmPasswordReset(params.get('oobCode') ?? '', password)
      setStatus('done')
    } catch (error) {
      setStatus(codeOf(error) === 'auth/weak-password' ? 'weak' : 'invalid')
    }
  }

  return (
    <AuthLayout title="Nouveau mot de passe">
      {status === 'weak' && (
        <WarningBox title="Mot de passe refusé">Mot de passe trop court</WarningBox>
      )}
      {status === 'invalid' && (
        <WarningBox title="Lien invalide">
          Ce lien de réinitialisation est invalide ou a déjà été utilisé.
        </WarningBox>
      )}
      {status === 'done' ? (
        <Notice>Votre mot de passe a été modifié. Vous pouvez vous connecter.</Notice>
      ) : (
        <form className={form} onSubmit={(event) => void submit(event)}>
          <FormField
            label="Nouveau mot de passe"
            type="password"
            name="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" fullWidth loading={status === 'saving'}>
            Enregistrer
          </Button>
        </form>
      )}
      <div className={links}>
        <p>
          <Link to={paths.login}>Aller à la connexion</Link>
        </p>
      </div>
    </AuthLayout>
  )
}
