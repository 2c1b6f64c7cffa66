import { AdminReasonSchema } from '@contract/schemas'
import { useState, type FormEvent, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Alert, Button, Dialog, FormField } from '@/shared/components'
import { askSecondFactor } from '@/shared/api/step-up'
import { refusalOf } from './api'

/**
 * « Submit with a reason », once for the whole console (docs/operator-console.md): every action
 * asks for the reason kept in the audit log, checked with the contract's rule (AdminReasonSchema,
 * its French messages) before anything is sent; a refusal shows the server's message when its
 * answer carries a refusal code (refusalOf), a plain « n'a pas abouti » otherwise.
 */

export const NOT_DONE = "L'action n'a pas abouti. Réessayez dans un instant."
/** No answer to a content change: the operator checks the log before trying again. */
export const CONTENT_NO_ANSWER =
  'Réponse non reçue : vérifiez le journal des actions avant de réessayer.'

type Answer = { status: number; body: unknown }

export interface ReasonedAction {
  /** What is wrong with the action's own fields, checked before the reason. */
  problem?: () => string | null
  /** Sends the action with the checked reason (trimmed). */
  send: (reason: string) => Promise<Answer>
  /** Runs once the server applied (200, 201) or recorded (202: pending approval) the action. */
  onDone: (answer: Answer) => void
  /** What to say when no answer could be read: the operator checks the log before retrying. */
  noAnswer: string
}

/** The state of a form that sends an action with a reason. */
export function useReasonSubmit({ problem, send, onDone, noAnswer }: ReasonedAction) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  async function submit(event: FormEvent) {
    event.preventDefault()
    const own = problem?.() ?? null
    if (own) return setError(own)
    const checked = AdminReasonSchema.safeParse(reason)
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? NOT_DONE)
    setBusy(true)
    setError(null)
    try {
      const answer = await send(checked.data)
      if (answer.status >= 200 && answer.status < 300) return onDone(answer)
      const refusal = refusalOf(answer)
      setError(refusal?.message ?? NOT_DONE)
      // A code is asked (again: a big money action wants a recent one): the console's prompt.
      if (refusal?.code === 'secondFactorRequired' || refusal?.code === 'secondFactorStale') {
        askSecondFactor()
      }
    } catch {
      setError(noAnswer)
    } finally {
      setBusy(false)
    }
  }
  return { reason, setReason, error, busy, submit }
}

/** The end of every action's form: the reason for the log, the refusal if any, the button. */
export function ReasonFields({
  state: { reason, setReason, error, busy },
  submit = 'Confirmer',
}: {
  state: ReturnType<typeof useReasonSubmit>
  submit?: string
}) {
  return (
    <>
      <FormField
        label="Raison (inscrite au journal)"
        name="reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required
      />
      {error && <Alert status="warning">{error}</Alert>}
      <Button type="submit" disabled={busy}>
        {busy ? 'Envoi…' : submit}
      </Button>
    </>
  )
}

export const formColumn = css({ display: 'flex', flexDirection: 'column', gap: '4' })

/** An action's dialog: its own fields, the reason, the refusal and « Confirmer ». */
export function ReasonDialog({
  title,
  description,
  children,
  onClose,
  ...action
}: ReasonedAction & {
  title: string
  description?: string
  children?: ReactNode
  onClose: () => void
}) {
  const state = useReasonSubmit(action)
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
    >
      <form onSubmit={(event) => void state.submit(event)} className={formColumn}>
        {children}
        <ReasonFields state={state} />
      </form>
    </Dialog>
  )
}
