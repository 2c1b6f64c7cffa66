import type { SecondFactorConfirmed, SecondFactorEnrolment } from '@contract/schemas'
import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { Alert, Button } from '@/shared/components'
import { Card } from '@/shared/components/Card'
import { useServices } from '@/shared/runtime/services'
import { CodeForm, messageOf } from '@/shared/second-factor/CodeForm'
import { QrCode } from '@/shared/second-factor/QrCode'

/**
 * « Second facteur » on the profile (docs/features.md): whether it is on, turning it on (a QR code
 * and the secret in text, a first code, then the ten recovery codes shown once), turning it off
 * with a code. Once on, a game account's password and big transfers ask for a code.
 */

const NOT_DONE = "L'action n'a pas pu aboutir. Réessayez dans un instant."
const stack = css({ display: 'flex', flexDirection: 'column', gap: '4', p: '6' })
const secretStyle = css({ fontFamily: 'mono', wordBreak: 'break-all' })
const codesStyle = css({ fontFamily: 'mono', columns: 2, listStyle: 'none', p: 0 })

type View =
  | { kind: 'loading' }
  | { kind: 'unknown' }
  | { kind: 'off' }
  | { kind: 'on'; left: number }
  | { kind: 'enrolling'; enrolment: SecondFactorEnrolment }
  | { kind: 'codes'; codes: string[] }

export function SecondFactorSection() {
  const { api } = useServices()
  const [view, setView] = useState<View>({ kind: 'loading' })
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    api.secondFactor.player.status().then(
      (answer) => {
        if (!live) return
        if (answer.status !== 200) return setView({ kind: 'unknown' })
        const { enrolled, recoveryCodesLeft } = answer.body
        setView(enrolled ? { kind: 'on', left: recoveryCodesLeft } : { kind: 'off' })
      },
      () => live && setView({ kind: 'unknown' }),
    )
    return () => {
      live = false
    }
  }, [api])

  async function begin() {
    setError(null)
    try {
      const answer = await api.secondFactor.player.enrol()
      if (answer.status !== 200) return setError(messageOf(answer, NOT_DONE))
      setView({ kind: 'enrolling', enrolment: answer.body })
    } catch {
      setError(NOT_DONE)
    }
  }

  let body
  if (view.kind === 'loading') body = <p>Chargement du second facteur…</p>
  else if (view.kind === 'unknown') body = <p>Indisponible pour le moment.</p>
  else if (view.kind === 'off') {
    body = (
      <>
        <p>
          Désactivé. Activé, il demande un code de votre application d'authentification pour changer
          le mot de passe d'un compte de jeu et pour les gros transferts d'AirPoints.
        </p>
        <Button type="button" onClick={() => void begin()}>
          Activer le second facteur
        </Button>
      </>
    )
  } else if (view.kind === 'enrolling') {
    body = (
      <>
        <p>
          Scannez ce QR code avec votre application d'authentification, ou saisissez-y la clé
          ci-dessous, puis entrez le premier code qu'elle affiche.
        </p>
        <QrCode text={view.enrolment.uri} label="QR code du second facteur à scanner" />
        <p>
          Clé&nbsp;: <span className={secretStyle}>{view.enrolment.secret}</span>
        </p>
        <CodeForm
          notDone={NOT_DONE}
          label="Premier code de l'application"
          submit="Confirmer"
          send={(code) => api.secondFactor.player.confirm({ body: { code } })}
          onDone={(done) =>
            setView({ kind: 'codes', codes: (done as SecondFactorConfirmed).recoveryCodes })
          }
        />
      </>
    )
  } else if (view.kind === 'codes') {
    body = (
      <>
        <Alert status="success" title="Second facteur activé">
          Notez ces dix codes de secours et gardez-les hors de ce téléphone&nbsp;: chacun remplace
          une fois le code de l'application. Ils ne seront plus affichés.
        </Alert>
        <ul aria-label="Codes de secours" className={codesStyle}>
          {view.codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <Button type="button" onClick={() => setView({ kind: 'on', left: view.codes.length })}>
          J'ai noté mes codes
        </Button>
      </>
    )
  } else {
    body = (
      <>
        <p>
          Activé ({view.left} codes de secours restants). Pour le désactiver, saisissez un code de
          votre application ou un code de secours.
        </p>
        <CodeForm
          notDone={NOT_DONE}
          label="Code de l'application ou code de secours"
          submit="Désactiver le second facteur"
          send={(code) => api.secondFactor.player.disable({ body: { code } })}
          onDone={() => setView({ kind: 'off' })}
        />
      </>
    )
  }
  return (
    <Card as="section" aria-labelledby="second-factor">
      <div className={stack}>
        <h2 id="second-factor" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          Second facteur
        </h2>
        {body}
        {error && <Alert status="warning">{error}</Alert>}
      </div>
    </Card>
  )
}
