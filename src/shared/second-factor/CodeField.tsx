import type { CodeRequest } from '@machines/second-factor-code'
import { useEffect, useId } from 'react'
import { FormField } from '@/shared/components/FormField'

/**
 * The code field a form adds when the player's second factor asks for a code: the server's
 * message under it (as the field's error once a code was refused), and the focus on it each
 * time the server answers, so that a screen reader reads the label and the message.
 */
export function SecondFactorCodeField({
  request,
  code,
  onChange,
  disabled,
}: {
  request: CodeRequest
  code: string
  onChange: (code: string) => void
  disabled?: boolean
}) {
  const id = useId()
  useEffect(() => {
    document.getElementById(id)?.focus()
  }, [id, request])
  return (
    <FormField
      id={id}
      label="Code du second facteur"
      name="secondFactorCode"
      inputMode="numeric"
      autoComplete="one-time-code"
      value={code}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      help={request.invalid ? undefined : request.message}
      error={request.invalid ? request.message : undefined}
    />
  )
}
