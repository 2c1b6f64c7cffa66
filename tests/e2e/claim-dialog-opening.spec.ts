import { expect, test } from './helpers/test'
import { PLAYERS, signIn } from './helpers/portal'
import { claimButton, openLoyalty } from './helpers/loyalty'

/** How the claim dialog opens (decision 039), on a desktop that draws its scrollbars. */

// Scrollbars as a desktop draws them (Playwright's Chromium hides them by default): locking the
// scroll then removes one, which would move a dialog drawn before the lock.
test.use({
  launchOptions: async ({ launchOptions }, use) =>
    use({ ...launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] }),
})

test('the claim dialog shows in the frame of the tap that opens it, then becomes modal without moving a focus the player already placed', async ({
  page,
}) => {
  test.setTimeout(90_000) // sign-in, page load, one opening
  await signIn(page, PLAYERS.joueur)
  await openLoyalty(page)
  expect(await page.evaluate(() => innerWidth - document.documentElement.clientWidth)).toBe(15)
  const dialog = page.getByRole('dialog', { name: 'Récupérer une récompense' })
  // Prepared once the browser is idle: drawn closed, hidden.
  await expect(page.locator('[role="dialog"]')).toBeAttached()
  await expect(dialog).toBeHidden()

  // What the page shows at the end of the tap's handlers: the dialog is drawn there; the modal
  // part (the page behind out of reach) waits until that frame is painted, not in its animation
  // frames. The player then acts at once, in the character chooser.
  await page.evaluate(() => {
    const record = window as unknown as {
      atTap?: Record<string, boolean>
      boxAtTap?: string
      fadeIns: string[]
    }
    record.fadeIns = []
    document.addEventListener(
      'animationstart',
      (event) => record.fadeIns.push((event.target as HTMLElement).dataset.part ?? '?'),
      true,
    )
    const outOfReach = () => getComputedStyle(document.body).pointerEvents === 'none'
    window.addEventListener(
      'click',
      () => {
        const content = document.querySelector<HTMLElement>('[role="dialog"]')
        record.atTap = { shown: Boolean(content?.checkVisibility()), modal: outOfReach() }
        record.boxAtTap = JSON.stringify([
          content?.getBoundingClientRect(),
          document.querySelector('main')?.getBoundingClientRect(),
        ])
        requestAnimationFrame(() => {
          record.atTap = { ...record.atTap, modalInTheTapFrame: outOfReach() }
        })
        content?.querySelectorAll<HTMLElement>('[role="combobox"]')[1]?.focus()
      },
      { once: true },
    )
  })
  await claimButton(page, 'Coffre de fidélité Bronze').click()
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { atTap?: Record<string, boolean> }).atTap),
    )
    .toEqual({ shown: true, modal: false, modalInTheTapFrame: false })

  // Right after, modal: the page behind is out of the accessibility tree and out of reach, and
  // the focus stays on the chooser the player went to (not moved to the first one).
  await expect(page.getByRole('main')).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toHaveCount(0)
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).pointerEvents))
    .toBe('none')
  await expect(dialog.getByRole('combobox', { name: 'Personnage' })).toBeFocused()
  // Ark's opening changes nothing that shows: the dialog and the page behind stay where they
  // were drawn (the scroll already locked in the tap's frame), and the backdrop and the dialog
  // fade in once each (their animations start with a frame of their own: read until then).
  const drawn = () =>
    page.evaluate(() => {
      const record = window as unknown as { boxAtTap?: string; fadeIns: string[] }
      const boxes = JSON.stringify([
        document.querySelector('[role="dialog"]')?.getBoundingClientRect(),
        document.querySelector('main')?.getBoundingClientRect(),
      ])
      return { moved: boxes !== record.boxAtTap, fadeIns: record.fadeIns.toSorted() }
    })
  await expect.poll(drawn).toEqual({ moved: false, fadeIns: ['backdrop', 'content'] })
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(claimButton(page, 'Coffre de fidélité Bronze')).toBeFocused()
})
