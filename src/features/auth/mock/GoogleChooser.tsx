import { css } from 'styled-system/css'
import { useServices } from '@/shared/runtime/services'
import { Button } from '@/shared/components/Button'
import { Dialog } from '@/shared/components/Dialog'

const list = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none' })

/** The demo Google identities: the seeded player, and one created on its first sign-in. */
function identities(demoEmail: string | undefined): string[] {
  return [demoEmail ?? 'google.joueur@portail.test', 'google.recrue@portail.test']
}

export interface GoogleChooserProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  onChoose: (identity: string) => void
}

/** The mock adapter's stand-in for Google's popup: « Connexion Google (simulée) ». */
export default function GoogleChooser({ open, onOpenChange, onChoose }: GoogleChooserProps) {
  const { mock } = useServices()
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Connexion Google (simulée)"
      description="Choisissez un compte Google de démonstration. Un compte inconnu est créé à sa première connexion."
    >
      <ul className={list}>
        {identities(mock?.demo.googleEmail).map((identity) => (
          <li key={identity}>
            <Button variant="ghost" fullWidth onClick={() => onChoose(identity)}>
              {identity}
            </Button>
          </li>
        ))}
      </ul>
    </Dialog>
  )
}
