// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { paths } from '@/shared/routing/paths'
import { codeOf } from '../../../tests/api/step-up'
import { axeViolations } from '../../../tests/helpers/axe'
import { renderRoute, withEmbeddedBackend } from '../../../tests/helpers/render-route'

withEmbeddedBackend()

const FIRST_RENDER = { timeout: 20_000 }

/** « Second facteur » on the player's profile: on with a QR code and a first code, then off. */
describe("the profile's second factor", FIRST_RENDER, () => {
  it(
    'turns on with a first code, shows the recovery codes once, turns off with a code',
    FIRST_RENDER,
    async () => {
      const { user } = renderRoute(paths.profile, 'joueur')
      await user.click(await screen.findByRole('button', { name: 'Activer le second facteur' }))
      const qr = await screen.findByRole('img', { name: 'QR code du second facteur à scanner' })
      // Drawn inline: the live build's Content-Security-Policy refuses data: images.
      expect(qr.tagName.toLowerCase()).toBe('svg')
      expect(document.querySelector('img[src^="data:"]')).toBeNull()
      const secret = (await screen.findByText(/^[A-Z2-7]{32}$/)).textContent ?? ''
      expect(await axeViolations(document.body)).toEqual([])
      const first = screen.getByLabelText("Premier code de l'application")
      await user.type(first, '000000')
      await user.click(screen.getByRole('button', { name: 'Confirmer' }))
      expect(await screen.findByText('Code incorrect ou déjà utilisé.')).toBeTruthy()
      await user.clear(first)
      await user.type(first, codeOf(secret))
      await user.click(screen.getByRole('button', { name: 'Confirmer' }))
      const codes = await screen.findByRole('list', { name: 'Codes de secours' })
      expect(codes.querySelectorAll('li')).toHaveLength(10)
      expect(await axeViolations(document.body)).toEqual([])
      await user.click(screen.getByRole('button', { name: "J'ai noté mes codes" }))
      expect(screen.queryByRole('list', { name: 'Codes de secours' })).toBeNull()
      // Off with a later code (the first one was taken).
      vi.useFakeTimers({ now: Date.now() + 30_000, toFake: ['Date'] })
      await user.type(
        screen.getByLabelText("Code de l'application ou code de secours"),
        codeOf(secret),
      )
      await user.click(screen.getByRole('button', { name: 'Désactiver le second facteur' }))
      expect(await screen.findByRole('button', { name: 'Activer le second facteur' })).toBeTruthy()
      vi.useRealTimers()
    },
  )
})
