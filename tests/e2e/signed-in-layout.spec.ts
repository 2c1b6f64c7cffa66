import { expect, test, type Locator, type Page } from './helpers/test'
import { layoutShifts, watchLayoutShifts } from './helpers/layout'
import { clearFaults, PAGE_LOAD, PLAYERS, setFault, signIn } from './helpers/portal'
import { paths } from '@/shared/routing/paths'

/**
 * The player's pages do not move when their data comes (decision 037): each read of the page is
 * held by a « delay » fault, the page shows its loading state, then its data, and the browser
 * reports no layout shift at all for the whole visit (the navigation as the session arrives
 * included). An assertion on the layout: the delay only lets the loading state be drawn first.
 */

interface PlayerPage {
  name: string
  path: string
  /** The endpoints the page reads (mocks/endpoints.ts), each held. */
  reads: string[]
  /** A loading line the page shows while its reads are held. */
  loading: string
  /** What shows once every read has answered. */
  arrived: (page: Page) => Locator[]
}

const PAGES: PlayerPage[] = [
  {
    name: 'the profile',
    path: paths.profile,
    reads: ['profile.get', 'accounts.list', 'deliveries.list'],
    loading: 'Chargement des livraisons…',
    arrived: (page) => {
      const details = page.getByRole('region', { name: 'Informations du compte' })
      return [
        details.getByRole('link', { name: '2 comptes de jeu' }),
        details.getByText(/^[\d\s  ]+ AirPoints$/),
        page.getByRole('region', { name: 'Mes dernières livraisons' }).getByRole('table'),
      ]
    },
  },
  {
    name: 'the top-up page',
    path: paths.topUp,
    reads: ['content.promotions', 'history.list'],
    loading: 'Chargement des packs…',
    arrived: (page) => [page.getByRole('list', { name: "Packs d'AirPoints" })],
  },
  {
    name: 'the transfer page',
    path: paths.transfer,
    reads: ['profile.get', 'accounts.list'],
    loading: 'Chargement de votre solde…',
    arrived: (page) => [page.getByRole('form', { name: "Transfert d'AirPoints" })],
  },
  {
    name: 'the loyalty page',
    path: paths.loyalty,
    reads: ['profile.get', 'fidelity.rewards', 'fidelity.claimable', 'accounts.list'],
    loading: 'Chargement de votre progression…',
    arrived: (page) => [
      page.getByTestId('month-points'),
      page.getByRole('list', { name: 'Récompenses à récupérer' }),
      page.getByRole('heading', { level: 3, name: 'Palier Bronze' }),
    ],
  },
  {
    // The month's progress comes last, under lists already drawn below it.
    name: 'the loyalty page, its progress last',
    path: paths.loyalty,
    reads: ['profile.get'],
    loading: 'Chargement de votre progression…',
    arrived: (page) => [page.getByTestId('month-points')],
  },
  {
    name: 'the vote page',
    path: paths.vote,
    reads: ['votes.list'],
    loading: 'Chargement des sites de vote…',
    arrived: (page) => [page.getByRole('list', { name: 'Sites de vote' })],
  },
]

const SCREENS = [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a desktop screen', width: 1350, height: 940 },
]

// Long enough for a busy machine to draw the loading state before the data.
const HELD_MS = 3000

for (const screen of SCREENS) {
  for (const player of PAGES) {
    test(`${player.name} does not move when its data comes, on ${screen.name}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: screen.width, height: screen.height })
      await signIn(page, PLAYERS.joueur)
      for (const read of player.reads) await setFault(page, read, { kind: 'delay', ms: HELD_MS })
      await watchLayoutShifts(page)
      await page.goto(player.path)
      await expect(page.getByText(player.loading)).toBeVisible(PAGE_LOAD)
      for (const arrived of player.arrived(page)) await expect(arrived).toBeVisible(PAGE_LOAD)
      expect(await layoutShifts(page)).toEqual([])
      await clearFaults(page)
    })
  }
}
