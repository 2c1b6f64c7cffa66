import {
  REGISTRATION_CHECKLIST_LABELS,
  registrationChecklist,
  registrationMismatch,
} from '@contract/rules'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { css } from 'styled-system/css'
import { Button } from '@/shared/components/Button'
import { Checkbox } from '@/shared/components/Checkbox'
import { FormField } from '@/shared/components/FormField'
import { AuthFailureBox, AuthLayout } from './AuthLayout'
import { GoogleSignIn } from './GoogleSignIn'
import { inlineLink } from '@/shared/page/styles'
import { divider, form, links } from './styles'
import { useAuthForm, useFreshForm } from './use-auth-form'
import { CheckIcon, CrossIcon } from '@/shared/icons/marks'
import { paths } from '@/shared/routing/paths'

const checklist = css({ display: 'grid', gap: '1', listStyle: 'none', mt: '1' })
const item = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  color: 'fg.muted',
  '&[data-met]': { color: 'success.line' },
})
const mismatch = css({ color: 'warning.fg', fontWeight: 'medium' })

const CHECKS = ['uppercase', 'lowercase', 'number', 'length'] as const

function Checklist({ password }: { password: string }) {
  const met = registrationChecklist(password)
  return (
    <ul className={checklist} aria-label="Règles du mot de passe">
      {CHECKS.map((check) => (
        <li key={check} className={item} data-met={met[check] ? '' : undefined}>
          {met[check] ? <CheckIcon size={16} /> : <CrossIcon size={16} />}
          {REGISTRATION_CHECKLIST_LABELS[check]}
          <span className={css({ srOnly: true })}>
            {met[check] ? '\u00a0: respecté' : '\u00a0: manquant'}
          </span>
        </li>
      ))}
    </ul>
  )
}

/** /auth/register: email, password with its live checklist, confirmation, terms, Google. */
export function RegisterPage() {
  useFreshForm()
  const { actor, failure, busy, starting, signingUp } = useAuthForm()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [passwordConfirm, setPasswordConfirm] = useState('')
  const [acceptTermOfServices, setAccept] = useState(false)
  const mismatched = registrationMismatch(password, passwordConfirm)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    actor?.send({
      type: 'signUp.submit',
      form: { email: email.trim(), password, passwordConfirm, acceptTermOfServices },
    })
  }

  return (
    <AuthLayout title="Inscription">
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
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          help={<Checklist password={password} />}
        />
        <FormField
          label="Confirmation du mot de passe"
          type="password"
          name="passwordConfirm"
          autoComplete="new-password"
          value={passwordConfirm}
          onChange={(e) => setPasswordConfirm(e.target.value)}
          help={
            mismatched ? (
              <span className={mismatch}>{REGISTRATION_CHECKLIST_LABELS.mismatch}</span>
            ) : undefined
          }
        />
        <Checkbox
          name="acceptTermOfServices"
          checked={acceptTermOfServices}
          onCheckedChange={setAccept}
        >
          J&apos;accepte les{' '}
          <Link to={paths.cgu} className={inlineLink}>
            conditions générales d&apos;utilisation
          </Link>
        </Checkbox>
        <Button type="submit" fullWidth loading={signingUp || starting} disabled={busy}>
          Créer mon compte
        </Button>
      </form>
      <p className={divider}>ou</p>
      <GoogleSignIn label="S'inscrire avec Google" />
      <div className={links}>
        <p>
          Déjà inscrit&nbsp;? <Link to={paths.login}>Se connecter</Link>
        </p>
      </div>
    </AuthLayout>
  )
}
