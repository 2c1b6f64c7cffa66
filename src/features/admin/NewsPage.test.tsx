// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { newsItemPath } from '@/shared/routing/news-paths'
import { paths } from '@/shared/routing/paths'
import { mockBackend, renderRoute, withEmbeddedBackend } from '../../../tests/helpers/render-route'

withEmbeddedBackend()

const FIRST_RENDER = { timeout: 20_000 }
const REASON = 'Annonce du patch'

describe("the console's news page", FIRST_RENDER, () => {
  it('writes a draft with its Markdown preview, then publishes it, each with a reason', async () => {
    const { user } = renderRoute(paths.admin.news, 'operateur')
    const table = await screen.findByRole('table', {}, FIRST_RENDER)
    expect(within(table).getByText('Bienvenue sur AirFlyff')).toBeTruthy()
    expect(within(table).getByText('programmée')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Écrire une actualité' }))
    const dialog = await screen.findByRole('dialog', { name: 'Écrire une actualité' })
    await user.type(within(dialog).getByLabelText('Titre'), 'Patch 2.1')
    await user.type(
      within(dialog).getByLabelText('Texte (Markdown)'),
      '**Nouveau** <script>alert(1)</script>',
    )
    await user.click(within(dialog).getByText("Afficher l'aperçu"))
    const preview = within(dialog).getByRole('region', { name: 'Aperçu' })
    expect(preview.querySelector('strong')?.textContent).toBe('Nouveau')
    expect(preview.querySelector('script')).toBeNull()
    expect(preview.textContent).toContain('<script>alert(1)</script>')

    await user.type(within(dialog).getByLabelText('Raison (inscrite au journal)'), REASON)
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }))
    expect(await screen.findByText('Brouillon enregistré.')).toBeTruthy()

    await user.click(await screen.findByRole('button', { name: 'Publier « Patch 2.1 »' }))
    const publish = await screen.findByRole('dialog', { name: "Publier l'actualité" })
    await user.type(within(publish).getByLabelText('Raison (inscrite au journal)'), REASON)
    await user.click(within(publish).getByRole('button', { name: 'Confirmer' }))
    expect(await screen.findByText('Publication enregistrée.')).toBeTruthy()
    const [message] = await mockBackend.discord.messages()
    expect(message).toMatchObject({ link: newsItemPath('patch-2-1'), state: 'pending' })
  })

  it('unpublishes and pins, each through its reason dialog', async () => {
    const { user } = renderRoute(paths.admin.news, 'operateur')
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Dépublier « Mise à jour des donjons »' },
        FIRST_RENDER,
      ),
    )
    const unpublish = await screen.findByRole('dialog', { name: "Dépublier l'actualité" })
    await user.type(within(unpublish).getByLabelText('Raison (inscrite au journal)'), REASON)
    await user.click(within(unpublish).getByRole('button', { name: 'Confirmer' }))
    expect(await screen.findByText('Actualité dépubliée.')).toBeTruthy()
    // The list read again: the item is a draft now.
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Dépublier « Mise à jour des donjons »' }),
      ).toBeNull(),
    )

    await user.click(screen.getByRole('button', { name: 'Épingler « Mise à jour des donjons »' }))
    const pin = await screen.findByRole('dialog', { name: "Épingler l'actualité" })
    await user.type(within(pin).getByLabelText('Raison (inscrite au journal)'), REASON)
    await user.click(within(pin).getByRole('button', { name: 'Confirmer' }))
    expect(await screen.findByText('Actualité épinglée.')).toBeTruthy()
    expect(
      await screen.findByRole('button', { name: 'Désépingler « Mise à jour des donjons »' }),
    ).toBeTruthy()
  })

  it('shows « Page réservée aux opérateurs » to a player', async () => {
    renderRoute(paths.admin.news, 'joueur')
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Page réservée aux opérateurs' },
        FIRST_RENDER,
      ),
    ).toBeTruthy()
  })
})
