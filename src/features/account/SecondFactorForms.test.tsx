// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { paths } from '@/shared/routing/paths'
import { codeOf } from '../../../tests/api/step-up'
import { axeViolations } from '../../../tests/helpers/axe'
import {
  mockBackend,
  renderRoute,
  TEST_API_BASE,
  withEmbeddedBackend,
} from '../../../tests/helpers/render-route'

withEmbeddedBackend()
afterEach(() => vi.useRealTimers())

const FIRST_RENDER = { timeout: 30_000 }
const ASKED =
  'Saisissez le code de votre application d’authentification pour confirmer cette action.'
const REFUSED = 'Code incorrect ou déjà utilisé.'

/** The demo player turns his second factor on through the API; answers its secret. */
async function turnOn(): Promise<string> {
  const headers = {
    authorization: `Bearer ${await mockBackend.auth.issueToken('joueur')}`,
    'content-type': 'application/json',
  }
  const base = `${TEST_API_BASE}/me/second-factor/enrolment`
  const enrolment = await fetch(base, { method: 'POST', headers, body: '{}' })
  const { secret } = (await enrolment.json()) as { secret: string }
  const confirm = await fetch(`${base}/confirm`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ code: codeOf(secret) }),
  })
  expect(confirm.status).toBe(200)
  return secret
}

/** The next step of the authenticator (the confirmation took the current one). */
function nextStep() {
  vi.useFakeTimers({ now: Date.now() + 30_000, toFake: ['Date'] })
}

async function codeField() {
  const field = await screen.findByLabelText('Code du second facteur')
  expect(field.getAttribute('inputmode')).toBe('numeric')
  expect(field.getAttribute('autocomplete')).toBe('one-time-code')
  return field
}

describe("the player's second factor in his forms", FIRST_RENDER, () => {
  it(
    'a password change asks the code, shows a refused one, then goes through',
    FIRST_RENDER,
    async () => {
      const secret = await turnOn()
      const { user } = renderRoute(paths.accounts, 'joueur')
      await user.click(await screen.findByRole('button', { name: 'Détails du compte heros01' }))
      const dialog = await screen.findByRole('dialog', { name: 'Compte heros01' })
      const form = within(dialog)
      await user.type(form.getByLabelText('Mot de passe actuel'), 'heros01pass')
      await user.type(form.getByLabelText('Nouveau mot de passe'), 'nouveau42')
      await user.type(form.getByLabelText('Confirmation du mot de passe'), 'nouveau42')
      await user.click(form.getByRole('button', { name: 'Changer le mot de passe' }))

      // Asked: the field, focused, with the server's message.
      const field = await codeField()
      expect(form.getByText(ASKED)).toBeTruthy()
      await waitFor(() => expect(document.activeElement).toBe(field))
      expect(await axeViolations(document.body)).toEqual([])

      // Refused: the message, the form kept.
      await user.type(field, '000000')
      await user.click(form.getByRole('button', { name: 'Changer le mot de passe' }))
      expect(await form.findByText(REFUSED)).toBeTruthy()
      expect(field.getAttribute('aria-invalid')).toBe('true')
      expect((form.getByLabelText('Nouveau mot de passe') as HTMLInputElement).value).toBe(
        'nouveau42',
      )
      expect(await axeViolations(document.body)).toEqual([])

      // Sent with a good code: accepted.
      nextStep()
      await user.type(await codeField(), codeOf(secret))
      await user.click(form.getByRole('button', { name: 'Changer le mot de passe' }))
      expect(
        await screen.findByText('Le mot de passe du compte heros01 a été changé.'),
      ).toBeTruthy()
      // The dialog closes with it (its content leaves once the closing is done).
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    },
  )

  it('a big transfer asks the code, then goes through with it', FIRST_RENDER, async () => {
    const secret = await turnOn()
    const { router, user } = renderRoute(paths.transfer, 'joueur')
    const form = within(await screen.findByRole('form', { name: "Transfert d'AirPoints" }))
    await user.type(form.getByLabelText('Montant (AirPoints)'), '1200')
    const consent = form.queryByRole('checkbox')
    if (consent) await user.click(consent)
    await user.click(form.getByRole('button', { name: 'Transférer' }))
    const field = await codeField()
    expect(form.getByText(ASKED)).toBeTruthy()
    expect(await axeViolations(document.body)).toEqual([])
    expect(router.state.location.pathname).toBe(paths.transfer)

    nextStep()
    await user.type(field, codeOf(secret))
    await user.click(form.getByRole('button', { name: 'Transférer' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.result.transferSuccess))
  })
})
