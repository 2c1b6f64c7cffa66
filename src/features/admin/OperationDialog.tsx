import type { Ban } from '@contract/schemas'
import { useState } from 'react'
import { FormField } from '@/shared/components'
import { useServices } from '@/shared/runtime/services'
import { formatPoints } from '@/shared/text/format'
import { ReasonDialog } from './ReasonDialog'

/**
 * The console's two pairs of eyes, undo and bans (docs/decisions/056 and 057), each with its
 * reason for the audit log.
 */
export type OperationAction =
  | { kind: 'approve' | 'reject'; approvalId: string; label: string }
  | { kind: 'undo'; uid: string; auditId: string; label: string }
  | { kind: 'ban'; uid: string }
  | { kind: 'unban'; uid: string; ban: Ban }

const TITLES: Record<OperationAction['kind'], string> = {
  approve: 'Approuver la demande',
  reject: 'Refuser la demande',
  undo: 'Annuler ce crédit ou débit',
  ban: 'Bannir le joueur',
  unban: 'Lever le bannissement',
}

const DONE: Record<OperationAction['kind'], string> = {
  approve: 'Demande approuvée\u00a0: le mouvement est appliqué.',
  reject: "Demande refusée\u00a0: rien n'a bougé.",
  undo: 'Mouvement annulé.',
  ban: 'Joueur banni.',
  unban: 'Bannissement levé.',
}

const NO_ANSWER =
  "Réponse non reçue\u00a0: vérifiez le journal avant de réessayer (la même demande ne s'applique qu'une fois)."

/** The end of a ban typed as a local date and time, as an ISO date (null: none; undefined: invalid). */
function endOf(text: string): string | null | undefined {
  if (!text) return null
  const date = new Date(text)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}

export function OperationDialog({
  action,
  onClose,
  onDone,
}: {
  action: OperationAction
  onClose: () => void
  onDone: (message: string) => void
}) {
  const { api } = useServices()
  const [until, setUntil] = useState('')
  const [key] = useState(() => crypto.randomUUID())

  function send(reason: string) {
    const headers = { 'idempotency-key': key }
    const body = { reason }
    switch (action.kind) {
      case 'approve':
      case 'reject':
        return api.operations[action.kind]({
          params: { approvalId: action.approvalId },
          headers,
          body,
        })
      case 'undo':
        return api.operations.undo({
          params: { uid: action.uid, auditId: action.auditId },
          headers,
          body,
        })
      case 'ban':
        return api.operations.ban({
          params: { uid: action.uid },
          headers,
          body: { ...body, until: endOf(until) ?? null },
        })
      case 'unban':
        return api.operations.unban({ params: { uid: action.uid }, headers, body })
    }
  }

  return (
    <ReasonDialog
      title={TITLES[action.kind]}
      description={'label' in action ? action.label : undefined}
      problem={() =>
        action.kind === 'ban' && endOf(until) === undefined
          ? 'Indiquez une date de fin valide, ou aucune.'
          : null
      }
      send={send}
      noAnswer={NO_ANSWER}
      onClose={onClose}
      onDone={() => onDone(DONE[action.kind])}
    >
      {action.kind === 'ban' && (
        <FormField
          label="Fin du bannissement (vide\u00a0: sans fin)"
          name="until"
          type="datetime-local"
          value={until}
          onChange={(e) => setUntil(e.target.value)}
        />
      )}
    </ReasonDialog>
  )
}

/** How a pending credit or debit is named in the dialogs. */
export function approvalLabel(a: { direction: 'credit' | 'debit'; amount: number; uid: string }) {
  const verb = a.direction === 'credit' ? 'Crédit' : 'Débit'
  return `${verb} de ${formatPoints(a.amount)} AirPoints pour ${a.uid}`
}
