// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { paths } from '@/shared/routing/paths'
import { mockBackend, renderRoute, withEmbeddedBackend } from '../../../tests/helpers/render-route'

withEmbeddedBackend()

// The first test of the file loads the app's modules in jsdom: seconds on a shared machine.
const FIRST_RENDER = { timeout: 20_000 }
const auditRows = () => mockBackend.db.count('auditLog')

/** The demo player's page, its balance shown; answers the balance as a number. */
async function openPlayer() {
  const session = renderRoute(paths.admin.player('joueur'), 'operateur')
  const balance = await screen.findByTestId('admin-balance', {}, FIRST_RENDER)
  return { ...session, balance: () => Number(balance.textContent?.replace(/\D/g, '')) }
}

/** Opens an action's dialog from its button. */
async function openDialog(user: UserEvent, button: string, title: string) {
  await user.click(screen.getByRole('button', { name: button }))
  return screen.findByRole('dialog', { name: title })
}

describe('the reason dialog of the console', FIRST_RENDER, () => {
  it(
    "refuses a short reason with the contract's French message, and changes nothing",
    FIRST_RENDER,
    async () => {
      const { user, balance } = await openPlayer()
      const before = balance()
      const rows = auditRows()
      const dialog = await openDialog(user, 'Créditer', 'Créditer des AirPoints')
      await user.type(within(dialog).getByLabelText("Nombre d'AirPoints"), '100')
      await user.type(within(dialog).getByLabelText(/^Raison/), ' ab ')
      await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }))
      expect(
        await within(dialog).findByText(
          'Indiquez la raison de cette action (3 caractères au moins).',
        ),
      ).toBeTruthy()
      expect(auditRows()).toBe(rows)
      expect(balance()).toBe(before)
    },
  )

  it('applies the action with a reason, closes, and reads the page again', async () => {
    const { user, balance } = await openPlayer()
    const before = balance()
    const dialog = await openDialog(user, 'Créditer', 'Créditer des AirPoints')
    await user.type(within(dialog).getByLabelText("Nombre d'AirPoints"), '100')
    await user.type(within(dialog).getByLabelText(/^Raison/), 'Geste commercial')
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }))
    expect(await screen.findByText('100 AirPoints crédités.')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    await expect.poll(balance).toBe(before + 100)
  })

  it("shows a refusal's own message by its code: a debit above the balance", async () => {
    const { user, balance } = await openPlayer()
    const before = balance()
    const dialog = await openDialog(user, 'Débiter', 'Débiter des AirPoints')
    await user.type(within(dialog).getByLabelText("Nombre d'AirPoints"), String(before + 1))
    await user.type(within(dialog).getByLabelText(/^Raison/), 'Correction d’un double crédit')
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }))
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Solde insuffisant')
    expect(balance()).toBe(before)
  })

  it('shows no message of an answer without a refusal code, only that it did not apply', async () => {
    const { user } = await openPlayer()
    mockBackend.faults.set('admin.credit', { kind: 'status', status: 409 })
    const dialog = await openDialog(user, 'Créditer', 'Créditer des AirPoints')
    await user.type(within(dialog).getByLabelText("Nombre d'AirPoints"), '5')
    await user.type(within(dialog).getByLabelText(/^Raison/), 'Geste commercial')
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      "L'action n'a pas abouti. Réessayez dans un instant.",
    )
    expect(within(dialog).queryByText(/injected fault/)).toBeNull()
  })

  it('shows a content refusal by its code in the dialog: an empty notice switched on', async () => {
    const { user } = renderRoute(paths.admin.siteNotice, 'operateur')
    const form = await screen.findByRole('form', { name: 'Avis de maintenance' }, FIRST_RENDER)
    await user.clear(within(form).getByLabelText("Texte de l'avis (500 caractères au plus)"))
    await user.click(within(form).getByText("Afficher l'avis sur toutes les pages"))
    await user.type(within(form).getByLabelText(/^Raison/), 'Maintenance')
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }))
    expect(
      await within(form).findByText("Écrivez le texte de l'avis avant de l'afficher."),
    ).toBeTruthy()
  })
})
