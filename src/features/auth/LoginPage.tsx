import { useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/shared/components/Button'
import { FormField } from '@/shared/components/FormField'
import { AuthFailureBox, AuthLayout } from './AuthLayout'
import { GoogleSignIn } from './GoogleSignIn'
import { divider, form, links } from './styles'
import { useAuthForm, useFreshForm } from './use-auth-form'
import { paths } from '@/shared/routing/paths'

/** /auth/login: email and password, Google, links to the registration and the reset. */
export function LoginPage() {
  useFreshForm()
  const { actor, failure, busy, starting, signingIn } = useAuthForm()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    actor?.send({ type: 'signIn.submit', email: email.trim(), password })
  }

  return (
    <AuthLayout title="Connexion">
      <AuthFailureBox failure={failure} />
      <form className={form} onSubmit={submit}>
        <FormField
          label="Adresse e-mail"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <FormField
          label="Mot de passe"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" fullWidth loading={signingIn || starting} disabled={busy}>
          Se connecter
        </Button>
      </form>
      <p className={divider}>ou</p>
      <GoogleSignIn label="Se connecter avec Google" />
      <div className={links}>
        <p>
          Pas encore de compte&nbsp;? <Link to={paths.register}>Créer un compte</Link>
        </p>
        <p>
          <Link to={paths.resetPassword}>Mot de passe oublié&nbsp;?</Link>
        </p>
      </div>
    </AuthLayout>
  )
}
