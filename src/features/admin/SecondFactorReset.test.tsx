// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { paths } from '@/shared/routing/paths'
import { axeViolations } from '../../../tests/helpers/axe'
import { codeOf } from '../../../tests/api/step-up'
import {
  TEST_API_BASE,
  mockBackend,
  renderRoute,
  withEmbeddedBackend,
} from '../../../tests/helpers/render-route'

withEmbeddedBackend()

const FIRST_RENDER = { timeout: 20_000 }

const ownersOfFactors = () => mockBackend.db.all('secondFactors').map((row) => row.uid)

/** The player turns his second factor on through the API, as his profile would. */
async function enableFor(uid: string) {
  const headers = {
    authorization: `Bearer ${await mockBackend.auth.issueToken(uid)}`,
    'content-type': 'application/json',
  }
  const post = async (path: string, body: unknown) =>
    (await fetch(`${TEST_API_BASE}/me/second-factor/${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    }).then((r) => r.json())) as { secret: string }
  const { secret } = await post('enrolment', {})
  await post('enrolment/confirm', { code: codeOf(secret) })
  expect(ownersOfFactors()).toContain(uid)
}

async function reset(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(
    await screen.findByRole('button', { name: 'Réinitialiser le second facteur' }, FIRST_RENDER),
  )
  const dialog = await screen.findByRole('dialog', { name: 'Réinitialiser le second facteur' })
  expect(await axeViolations(dialog)).toEqual([])
  await user.type(within(dialog).getByLabelText(/^Raison/), 'Téléphone perdu')
  await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }))
  return dialog
}

describe("the player page's second-factor reset", FIRST_RENDER, () => {
  it("removes the player's second factor with a reason", FIRST_RENDER, async () => {
    await enableFor('joueur')
    const { user } = renderRoute(paths.admin.player('joueur'), 'operateur')
    await reset(user)
    expect(await screen.findByText('Second facteur réinitialisé.')).toBeTruthy()
    expect(ownersOfFactors()).not.toContain('joueur')
  })

  it('says so when the player has none, changing nothing', FIRST_RENDER, async () => {
    const { user } = renderRoute(paths.admin.player('joueur'), 'operateur')
    const dialog = await reset(user)
    expect(
      await within(dialog).findByText('Aucun second facteur n’est actif sur ce compte.'),
    ).toBeTruthy()
  })
})
