// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { paths } from '@/shared/routing/paths'
import { codeOf } from '../../../tests/api/step-up'
import { axeViolations } from '../../../tests/helpers/axe'
import { renderRoute, withEmbeddedBackend } from '../../../tests/helpers/render-route'

withEmbeddedBackend()

const FIRST_RENDER = { timeout: 20_000 }

/** The operator's first visit: enrolment, then the console; later, the code prompt. */
describe("the console's second factor", FIRST_RENDER, () => {
  it(
    'enrols on the first visit: QR code, secret, first code, recovery codes',
    FIRST_RENDER,
    async () => {
      const { user } = renderRoute(paths.admin.audit, 'operateur', { secondFactor: 'app' })
      expect(await screen.findByRole('heading', { name: 'Second facteur' })).toBeTruthy()
      expect(
        await screen.findByRole('img', { name: 'QR code du second facteur à scanner' }),
      ).toBeTruthy()
      const secret = (await screen.findByText(/^[A-Z2-7]{32}$/)).textContent ?? ''
      expect(await axeViolations(document.body)).toEqual([])
      await user.type(screen.getByLabelText("Premier code de l'application"), '000000')
      await user.click(screen.getByRole('button', { name: 'Activer' }))
      expect(await screen.findByText('Code incorrect ou déjà utilisé.')).toBeTruthy()
      await user.clear(screen.getByLabelText("Premier code de l'application"))
      await user.type(screen.getByLabelText("Premier code de l'application"), codeOf(secret))
      await user.click(screen.getByRole('button', { name: 'Activer' }))
      const codes = await screen.findByRole('list', { name: 'Codes de secours' })
      expect(codes.querySelectorAll('li')).toHaveLength(10)
      expect(await axeViolations(document.body)).toEqual([])
      await user.click(screen.getByRole('button', { name: "J'ai noté mes codes" }))
      expect(await screen.findByRole('heading', { name: /Journal des actions/ })).toBeTruthy()
    },
  )

  it(
    'asks for a code when the step-up is missing, and refuses a replayed one',
    FIRST_RENDER,
    async () => {
      // Enrolled in a first visit, whose code is then replayed.
      const first = renderRoute(paths.admin.audit, 'operateur', { secondFactor: 'app' })
      const secret = (await screen.findByText(/^[A-Z2-7]{32}$/)).textContent ?? ''
      const used = codeOf(secret)
      await first.user.type(screen.getByLabelText("Premier code de l'application"), used)
      await first.user.click(screen.getByRole('button', { name: 'Activer' }))
      await screen.findByRole('list', { name: 'Codes de secours' })
      sessionStorage.clear()
      document.body.innerHTML = ''
      const { user } = renderRoute(paths.admin.audit, 'operateur', { secondFactor: 'app' })
      const field = await screen.findByLabelText("Code de l'application ou code de secours")
      expect(await axeViolations(document.body)).toEqual([])
      await user.type(field, used)
      await user.click(screen.getByRole('button', { name: 'Valider' }))
      expect(await screen.findByText('Code incorrect ou déjà utilisé.')).toBeTruthy()
      vi.useFakeTimers({ now: Date.now() + 30_000, toFake: ['Date'] })
      await user.clear(field)
      await user.type(field, codeOf(secret))
      await user.click(screen.getByRole('button', { name: 'Valider' }))
      expect(await screen.findByRole('heading', { name: /Journal des actions/ })).toBeTruthy()
      vi.useRealTimers()
    },
  )
})
