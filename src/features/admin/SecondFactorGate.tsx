import type { SecondFactorConfirmed, SecondFactorEnrolment, StepUp } from '@contract/schemas'
import { useEffect, useState } from 'react'
import { useRevalidator } from 'react-router-dom'
import { css } from 'styled-system/css'
import { Alert, Button } from '@/shared/components'
import { stepUp } from '@/shared/api/step-up'
import { CodeForm } from '@/shared/second-factor/CodeForm'
import { QrCode } from '@/shared/second-factor/QrCode'
import { useServices } from '@/shared/runtime/services'
import { ConsolePage } from './ConsolePage'

/**
 * The console's second factor (docs/operator-console.md): on the first visit, enrolment (a QR
 * code and the secret in text, confirmed by a first code, then the ten recovery codes shown
 * once); later, the code prompt whenever the server asks for one (403 secondFactorRequired).
 */

export type GateState = 'enrol' | 'prompt'

const NOT_DONE = "Le code n'a pas pu être vérifié. Réessayez dans un instant."
const stack = css({ display: 'flex', flexDirection: 'column', gap: '4', maxWidth: '32rem' })
const secretStyle = css({ fontFamily: 'mono', wordBreak: 'break-all', fontSize: 'lg' })
const codesStyle = css({ fontFamily: 'mono', columns: 2, listStyle: 'none', p: 0 })

function Enrolment({ onVerified }: { onVerified: () => void }) {
  const { api } = useServices()
  const [enrolment, setEnrolment] = useState<SecondFactorEnrolment | null>(null)
  const [failed, setFailed] = useState(false)
  const [confirmed, setConfirmed] = useState<SecondFactorConfirmed | null>(null)
  useEffect(() => {
    let live = true
    void api.secondFactor.operator.enrol().then((answer) => {
      if (!live) return
      if (answer.status !== 200) return setFailed(true)
      setEnrolment(answer.body)
    })
    return () => {
      live = false
    }
  }, [api])
  if (confirmed) {
    return (
      <div className={stack}>
        <Alert status="success" title="Second facteur activé">
          Notez ces dix codes de secours et gardez-les hors de ce téléphone&nbsp;: chacun remplace
          une fois le code de l'application. Ils ne seront plus affichés.
        </Alert>
        <ul aria-label="Codes de secours" className={codesStyle}>
          {confirmed.recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <Button type="button" onClick={onVerified}>
          J'ai noté mes codes
        </Button>
      </div>
    )
  }
  if (failed) return <Alert status="warning">{NOT_DONE}</Alert>
  if (!enrolment) return <p>Préparation du second facteur…</p>
  return (
    <div className={stack}>
      <p>
        La console demande un second facteur. Scannez ce QR code avec votre application
        d'authentification (Google Authenticator, Aegis, 1Password…), ou saisissez-y la clé
        ci-dessous, puis entrez le premier code qu'elle affiche.
      </p>
      <QrCode text={enrolment.uri} label="QR code du second facteur à scanner" />
      <p>
        Clé&nbsp;: <span className={secretStyle}>{enrolment.secret}</span>
      </p>
      <CodeForm
        notDone={NOT_DONE}
        label="Premier code de l'application"
        submit="Activer"
        send={(code) => api.secondFactor.operator.confirm({ body: { code } })}
        onDone={(body) => {
          const done = body as SecondFactorConfirmed
          stepUp.keep(done.stepUp)
          setConfirmed(done)
        }}
      />
    </div>
  )
}

/** The console's page while the second factor is missing: enrolment or the code prompt. */
export function SecondFactorGate({ state }: { state: GateState }) {
  const { api } = useServices()
  const revalidator = useRevalidator()
  const verified = () => void revalidator.revalidate()
  return (
    <ConsolePage title="Second facteur">
      {state === 'enrol' ? (
        <Enrolment onVerified={verified} />
      ) : (
        <div className={stack}>
          <p>
            Saisissez le code de votre application d'authentification, ou l'un de vos codes de
            secours.
          </p>
          <CodeForm
            notDone={NOT_DONE}
            label="Code de l'application ou code de secours"
            submit="Valider"
            send={(code) => api.secondFactor.operator.verify({ body: { code } })}
            onDone={(body) => {
              stepUp.keep(body as StepUp)
              verified()
            }}
          />
        </div>
      )}
    </ConsolePage>
  )
}
