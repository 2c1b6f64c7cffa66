import { useState } from 'react'
import { Alert, Button } from '@/shared/components'
import { useServices } from '@/shared/runtime/services'
import { CONTENT_NO_ANSWER, ReasonDialog } from './ReasonDialog'

/**
 * « Réinitialiser le second facteur » of a player or operator who lost his phone and his recovery
 * codes (docs/operator-console.md): with a reason, in the audit log and the alerts channel.
 */

export function SecondFactorReset({ uid }: { uid: string }) {
  const { api } = useServices()
  const [open, setOpen] = useState(false)
  const [done, setDone] = useState(false)
  return (
    <div>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        Réinitialiser le second facteur
      </Button>
      {done && <Alert status="success">Second facteur réinitialisé.</Alert>}
      {open && (
        <ReasonDialog
          title="Réinitialiser le second facteur"
          description={
            "Le compte n'aura plus de second facteur\u00a0; son titulaire pourra en activer un nouveau."
          }
          send={(reason) => api.secondFactor.operator.reset({ params: { uid }, body: { reason } })}
          noAnswer={CONTENT_NO_ANSWER}
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false)
            setDone(true)
          }}
        />
      )}
    </div>
  )
}
