import { useSelector } from '@xstate/react'
import { css } from 'styled-system/css'
import { useAuthActor } from '@/shared/auth/session'
import { Notice, WarningBox } from '@/shared/components/Alert'
import { Button } from '@/shared/components/Button'
import { EMAIL_NOT_VERIFIED_WARNING } from '@/shared/text/messages'

export const VERIFICATION_MESSAGES = {
  sent: "Un e-mail de validation vous a été envoyé\u00a0: suivez le lien qu'il contient pour vérifier votre adresse.",
  failed: "L'envoi de l'e-mail de validation a échoué, veuillez réessayer plus tard.",
} as const

/**
 * What a player whose email is not verified sees on the profile: the orange warning and the
 * 'Vérifier l'adresse e-mail' button, driven by the verification flow of the session.
 */
export function EmailVerification() {
  // The verification flow of the signed-in session (a child of the auth machine).
  const flow = useSelector(useAuthActor(), (snapshot) => snapshot.children.emailVerification)
  const state = useSelector(flow, (snapshot) => snapshot?.value)
  const busy = useSelector(flow, (snapshot) => snapshot?.hasTag('busy') ?? false)

  return (
    <section
      aria-label="Vérification de l'adresse e-mail"
      className={css({ display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'start' })}
    >
      <WarningBox title={EMAIL_NOT_VERIFIED_WARNING.title}>
        {EMAIL_NOT_VERIFIED_WARNING.message}
      </WarningBox>
      <Button
        loading={busy}
        disabled={!flow}
        onClick={() => flow?.send({ type: 'verification.send' })}
      >
        Vérifier l&apos;adresse e-mail
      </Button>
      {state === 'sent' && <Notice>{VERIFICATION_MESSAGES.sent}</Notice>}
      {state === 'failed' && <WarningBox>{VERIFICATION_MESSAGES.failed}</WarningBox>}
    </section>
  )
}
