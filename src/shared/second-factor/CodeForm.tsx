import { useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { Alert, Button, FormField } from '@/shared/components'

type Answer = { status: number; body: unknown }

const form = css({ display: 'flex', flexDirection: 'column', gap: '3' })

/** The server's French message of a refusal, else `fallback`. */
export const messageOf = (answer: Answer, fallback: string) => {
  const body = answer.body as { message?: unknown } | null
  return typeof body?.message === 'string' ? body.message : fallback
}

/**
 * A second factor's code field and its button (the console's gate, the player's profile): `send`
 * answers the server's answer, `onDone` gets a 200's body; a refusal shows the server's message,
 * a failed call `notDone`. A recovery code is typed here too, hence a text field.
 */
export function CodeForm({
  label,
  submit,
  notDone,
  send,
  onDone,
}: {
  label: string
  submit: string
  notDone: string
  send: (code: string) => Promise<Answer>
  onDone: (body: unknown) => void
}) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (code.trim().length < 6) return setError('Saisissez le code à six chiffres.')
    setBusy(true)
    setError(null)
    try {
      const answer = await send(code.trim())
      if (answer.status === 200) return onDone(answer.body)
      setError(messageOf(answer, notDone))
    } catch {
      setError(notDone)
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className={form} onSubmit={onSubmit} noValidate>
      <FormField
        label={label}
        name="code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoComplete="one-time-code"
        inputMode="text"
        required
      />
      {error && <Alert status="warning">{error}</Alert>}
      <Button type="submit" disabled={busy}>
        {busy ? 'Vérification…' : submit}
      </Button>
    </form>
  )
}
