import { useEffect, useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { WarningBox, Notice } from '@/shared/components/Alert'
import { Button } from '@/shared/components/Button'
import { FormField } from '@/shared/components/FormField'
import { useAuthActorIfReady } from '@/shared/auth/session'
import type { AuthActor } from '@/shared/auth/auth-actor'
import { AuthLayout } from './AuthLayout'
import { RESET_SENT_MESSAGE } from './messages'
import { form, links } from './styles'
import { useSnapshotOf } from './use-auth-form'
import { paths } from '@/shared/routing/paths'

type ResetActor = NonNullable<ReturnType<AuthActor['getSnapshot']>['children']['passwordReset']>

/** `reset` is undefined until the auth service runs: the form shows, its button is busy. */
function ResetForm({ reset }: { reset: ResetActor | undefined }) {
  const [email, setEmail] = useState('')
  const s = useSnapshotOf(reset)
  const sending = s?.hasTag('busy') ?? false
  const sent = s?.matches('sent') ?? false
  const failed = s?.context.failed ?? false
  // Each visit starts with the form.
  useEffect(() => reset?.send({ type: 'reset.restart' }), [reset])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    reset?.send({ type: 'reset.submit', email })
  }

  return (
    <>
      {failed && <WarningBox title="Envoi impossible">Erreur inconnue</WarningBox>}
      <form className={form} onSubmit={submit}>
        <FormField
          label="Adresse e-mail"
          type="email"
          name="email"
          autoComplete="email"
          required
          readOnly={sent}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        {!sent && (
          <Button type="submit" fullWidth loading={sending || !reset}>
            Réinitialiser le mot de passe
          </Button>
        )}
      </form>
      {sent && <Notice>{RESET_SENT_MESSAGE}</Notice>}
    </>
  )
}

/** /auth/reset-password: an email, then the green notice. */
export function ResetPasswordPage() {
  const reset = useSnapshotOf(useAuthActorIfReady())?.children.passwordReset
  return (
    <AuthLayout title="Mot de passe oublié">
      <p>
        Indiquez l&apos;adresse e-mail de votre compte&nbsp;: nous vous enverrons un lien pour
        choisir un nouveau mot de passe.
      </p>
      <ResetForm reset={reset} />
      <div className={links}>
        <p>
          <Link to={paths.login}>Retour à la connexion</Link>
        </p>
      </div>
    </AuthLayout>
  )
}
