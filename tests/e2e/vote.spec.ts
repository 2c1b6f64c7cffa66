import { expect as baseExpect, test, type Locator, type Page } from './helpers/test'
import { expectNoAxeViolations } from './helpers/axe'
import { inPortal, PLAYERS, signIn } from './helpers/portal'
import { paths } from '@/shared/routing/paths'

/**
 * Voting, in mock mode, as joueur@portail.test: Gtop100 is open (12 votes, 2 h cooldown), TopG
 * is on cooldown for 5 h (34 votes). The page's time is fixed before the first load and moved
 * by the test only (timers keep running), so the seed, the countdowns, the stored vote time and
 * the backend read the same time however slow the machine is.
 */

// Several full page loads per test, each signing in again from storage.
test.slow()
// A player in France: times are shown in the browser's zone, and named.
test.use({ timezoneId: 'Europe/Paris' })
const expect = baseExpect.configure({ timeout: 15_000 })

const START = new Date('2026-06-01T10:00:00Z').getTime()
const at = (ms: number) => new Date(START + ms)
const STORED_VOTE_KEY = 'airflyff.vote'

const site = (page: Page, name: string) => page.getByRole('article', { name })
const voteLink = (page: Page, name: string) =>
  site(page, name).getByRole('link', { name: `Lien de vote ${name}` })
const fact = (card: Locator, term: string) => card.locator(`dt:text-is("${term}") + dd`)
const storedVote = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), STORED_VOTE_KEY)

/** Every validation call the page makes (the embedded backend answers in the page). */
function recordValidations(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/me/votes/validate')) calls.push(request.method())
  })
  return calls
}

/**
 * Signed in, on /vote, then the open site's logo: the simulated voting site (its link carries the
 * vote's reference for gtop100's callback) with a stored vote; « Voter » casts the vote there.
 */
async function voteOnGtop100(
  page: Page,
  { siteDoes = 'confirms' }: { siteDoes?: 'confirms' | 'refuses' } = {},
) {
  await page.clock.setFixedTime(at(0))
  await signIn(page, PLAYERS.joueur)
  await page.goto(paths.vote)
  await expect(page.getByRole('heading', { level: 1, name: 'Voter pour le serveur' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('Joueur, merci de votre soutien.')
  await expect(fact(site(page, 'Gtop100'), 'Nombre de votes')).toHaveText('12')
  await expect(fact(site(page, 'Gtop100'), 'Prochain vote')).toHaveText('Maintenant')

  if (siteDoes === 'refuses') {
    // The dev panel's « Refuse les votes » for Gtop100, kept across page loads like it.
    await page.evaluate(() =>
      window.localStorage.setItem(
        'airflyff.mock.vote-sites',
        JSON.stringify({ gtop100: 'refuses' }),
      ),
    )
  }
  await voteLink(page, 'Gtop100').click()
  await page.waitForURL(/\/__mock\/vote\/gtop100\?pingUsername=\w+$/)
  await page.getByRole('button', { name: 'Voter pour le serveur' }).click()
  if (siteDoes === 'confirms') {
    await expect(page.getByRole('status')).toContainText('a enregistré votre vote')
  } else {
    await expect(page.getByRole('alert')).toContainText("n'a pas enregistré votre vote")
  }
  const stored = JSON.parse((await storedVote(page)) ?? 'null') as { token: string; at: number }
  expect(stored.token).toMatch(/\w{16,}/)
  expect(stored.at).toBe(START)
}

test('back on the home page 25 s later: the vote is validated and the cooldown starts', async ({
  page,
}) => {
  await voteOnGtop100(page)
  const validations = recordValidations(page)

  // 25 s later, the mock site sends the player back by itself.
  const validated = page.waitForResponse((response) =>
    response.url().endsWith('/me/votes/validate'),
  )
  await page.clock.setFixedTime(at(25_000))
  await page.clock.runFor(25_000)
  await page.waitForURL((url) => url.pathname === '/')
  expect((await validated).status()).toBe(200)
  await expect(page.getByRole('status').filter({ hasText: 'Vote comptabilisé' })).toBeVisible()
  await expect.poll(() => storedVote(page)).toBeNull()
  expect(validations).toEqual(['POST'])

  await page.goto(paths.vote)
  const gtop100 = site(page, 'Gtop100')
  await expect(fact(gtop100, 'Nombre de votes')).toHaveText('13')
  await expect(voteLink(page, 'Gtop100')).toHaveCount(0)
  await expect(gtop100).toContainText('Vous pourrez voter à nouveau dans 2 heures.')
})

test('a vote the site refused: back 25 s later, the page says it is not confirmed and counts nothing', async ({
  page,
}) => {
  await voteOnGtop100(page, { siteDoes: 'refuses' })
  const validated = page.waitForResponse((response) =>
    response.url().endsWith('/me/votes/validate'),
  )
  await page.clock.setFixedTime(at(25_000))
  await page.clock.runFor(25_000)
  await page.waitForURL((url) => url.pathname === '/')
  expect((await validated).status()).toBe(202)
  await expect(page.getByRole('alert')).toContainText(
    'Vote non confirmé par le site : réessayez dans quelques minutes',
  )
  await expect(page.getByRole('status').filter({ hasText: 'Vote comptabilisé' })).toHaveCount(0)
  // Kept for a later try within the token's lifetime.
  await expect.poll(() => storedVote(page)).not.toBeNull()

  await page.goto(paths.vote)
  await expect(fact(site(page, 'Gtop100'), 'Nombre de votes')).toHaveText('12')
  await expect(voteLink(page, 'Gtop100')).toBeVisible()
})

test('back after 5 s: no validation, nothing counted, the stored vote is gone', async ({
  page,
}) => {
  await voteOnGtop100(page)
  const validations = recordValidations(page)

  await page.clock.setFixedTime(at(5_000))
  await page.getByRole('link', { name: 'Retour au portail' }).click()
  await page.waitForURL((url) => url.pathname === '/')
  await expect.poll(() => storedVote(page)).toBeNull()
  expect(validations).toEqual([])

  await page.goto(paths.vote)
  await expect(fact(site(page, 'Gtop100'), 'Nombre de votes')).toHaveText('12')
  await expect(voteLink(page, 'Gtop100')).toBeVisible()
  expect(validations).toEqual([])
})

test('a site on cooldown shows a live countdown, never a link; a javascript: link is not rendered', async ({
  page,
}) => {
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`)
  })
  await page.clock.setFixedTime(at(0))
  await signIn(page, PLAYERS.joueur)
  await page.goto(paths.vote)

  const topg = site(page, 'TopG')
  await expect(fact(topg, 'Nombre de votes')).toHaveText('34')
  await expect(topg).toContainText('Vous pourrez voter à nouveau dans 5 heures.')
  // « Prochain vote »: the wait, and the exact time in the player's zone, which it names
  // (on hover, and for screen readers).
  const next = fact(topg, 'Prochain vote').locator('time')
  await expect(next).toContainText('dans 5\u00a0h')
  await expect(next).toHaveAttribute('title', /^1 juin 2026.* 17:00 UTC\+2$/)
  await expect(next).toContainText(/, le 1 juin 2026.* 17:00 UTC\+2$/)
  await expect(topg.getByRole('link')).toHaveCount(0)
  await expect(voteLink(page, 'Gtop100')).toBeVisible()
  await expectNoAxeViolations(page, paths.vote)

  // The countdown follows the clock.
  await page.clock.setFixedTime(at(60_000))
  await expect(topg).toContainText('dans 4 heures et 59 minutes.')

  // A backend that serves a javascript: or a scheme-relative link gets no link at all.
  const gtop100 = site(page, 'Gtop100')
  for (const link of ['javascript:alert(1)', '//other.example/vote']) {
    await inPortal(page, (p, value) => p.mock.votes.setProviderLink('gtop100', value), link)
    await page.reload()
    await expect(gtop100).toContainText('Le lien de vote de ce site est indisponible')
    await expect(gtop100.getByRole('link')).toHaveCount(0)
    await expect(page.locator(`a[href="${link}"]`)).toHaveCount(0)
  }

  // When the time comes, the countdown gives way to the link, without a reload.
  await expect(topg).toContainText('dans 4 heures et 59 minutes.')
  await page.clock.setFixedTime(at(5 * 3_600_000 + 1_000))
  await expect(voteLink(page, 'TopG')).toBeVisible()
  await expect(topg.getByText('Vous pourrez voter')).toHaveCount(0)
})
