import { useState } from 'react'
import { FormField } from '@/shared/components'
import { formatPoints } from '@/shared/text/format'
import { useServices } from '@/shared/runtime/services'
import { ReasonDialog } from './ReasonDialog'

/** What the operator does to a player: move points, send a failed delivery again, settle a case. */
export type PlayerAction =
  | { kind: 'credit' | 'debit' }
  | { kind: 'resend'; deliveryId: string; label: string }
  | { kind: 'settle'; caseId: string; label: string }

const TITLES: Record<PlayerAction['kind'], string> = {
  credit: 'Créditer des AirPoints',
  debit: 'Débiter des AirPoints',
  resend: 'Renvoyer la livraison',
  settle: 'Marquer le cas comme réglé',
}

const NO_ANSWER =
  "Réponse non reçue : vérifiez le journal avant de réessayer (la même demande ne s'applique qu'une fois)."

/** A credit or debit above the threshold: recorded, waiting for a second operator. */
const PENDING =
  "Demande enregistrée : au-dessus du seuil, un second opérateur doit l'approuver (page Approbations). Le solde ne change pas d'ici là."

/** What the page says once the action applied. */
function doneText(action: PlayerAction, points: number): string {
  if (action.kind === 'credit') return `${formatPoints(points)} AirPoints crédités.`
  if (action.kind === 'debit') return `${formatPoints(points)} AirPoints débités.`
  return action.kind === 'resend' ? 'Livraison renvoyée.' : 'Cas marqué comme réglé.'
}

/** One action's dialog: the amount when it moves points, the reason always. */
export function PlayerActionDialog({
  uid,
  action,
  onClose,
  onDone,
}: {
  uid: string
  action: PlayerAction
  onClose: () => void
  onDone: (message: string) => void
}) {
  const { api } = useServices()
  const [amount, setAmount] = useState('')
  // One key per submission: a retry of this dialog applies once.
  const [key] = useState(() => crypto.randomUUID())
  const moves = action.kind === 'credit' || action.kind === 'debit'
  const points = Number(amount)

  function send(reason: string) {
    const headers = { 'idempotency-key': key }
    const body = { reason }
    if (action.kind === 'settle')
      return api.admin.settle({ params: { uid, caseId: action.caseId }, headers, body })
    if (action.kind === 'resend')
      return api.admin.resend({ params: { uid, deliveryId: action.deliveryId }, headers, body })
    return api.admin[action.kind]({ params: { uid }, headers, body: { ...body, amount: points } })
  }

  return (
    <ReasonDialog
      title={TITLES[action.kind]}
      description={'label' in action ? action.label : undefined}
      problem={() =>
        moves && (!Number.isInteger(points) || points <= 0)
          ? "Indiquez un nombre entier d'AirPoints supérieur à 0."
          : null
      }
      send={send}
      noAnswer={NO_ANSWER}
      onClose={onClose}
      onDone={(answer) => onDone(answer.status === 202 ? PENDING : doneText(action, points))}
    >
      {moves && (
        <FormField
          label="Nombre d'AirPoints"
          name="amount"
          inputMode="numeric"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      )}
    </ReasonDialog>
  )
}
