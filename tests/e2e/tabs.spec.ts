import { expect, test, type BrowserContext, type Page } from './helpers/test'
import { PAGE_LOAD, PLAYERS, signIn } from './helpers/portal'
import { paths } from '@/shared/routing/paths'

/**
 * Two tabs of the mock portal share one stored database: the embedded backend
 * takes a Web Lock across tabs and loads the other tab's writes before each
 * change, so transferring the whole balance from both tabs at once succeeds once.
 * A write can reach the other tab's localStorage after the lock is released: the
 * number of the last committed snapshot, in IndexedDB, makes the next holder wait
 * for it (docs/decisions/021).
 */

const DB_KEY = 'airflyff.mock.db'

const amountField = (page: Page) => page.getByRole('textbox', { name: 'Montant (AirPoints)' })
const submit = (page: Page) => page.getByRole('button', { name: 'Transférer' })

async function openTransfer(page: Page) {
  await page.goto(paths.transfer)
  await expect(page.getByRole('heading', { name: 'Transférer mes AirPoints' })).toBeVisible(
    PAGE_LOAD,
  )
  await expect(page.getByText('Solde : 1 500 AirPoints')).toBeVisible(PAGE_LOAD)
}

/** The player signed in, the transfer page open in two tabs. */
async function twoTabsOnTransfer(context: BrowserContext): Promise<[Page, Page]> {
  const first = await context.newPage()
  await signIn(first, PLAYERS.joueur)
  const second = await context.newPage()
  await openTransfer(first)
  await openTransfer(second)
  return [first, second]
}

test('two tabs transferring the whole balance at once cannot overdraw', async ({ context }) => {
  test.setTimeout(120_000)
  const [first, second] = await twoTabsOnTransfer(context)
  await amountField(first).fill('1500')
  await amountField(second).fill('1500')

  await Promise.all([submit(first).click(), submit(second).click()])
  await expect(first).toHaveURL(/\/shop-transfer-(success|failure)$/)
  await expect(second).toHaveURL(/\/shop-transfer-(success|failure)$/)
  const outcomes = [new URL(first.url()).pathname, new URL(second.url()).pathname].sort()
  expect(outcomes).toEqual([paths.result.transferFailure, paths.result.transferSuccess])

  // Both tabs read the same balance: 0, never below.
  for (const page of [first, second]) {
    await page.goto(paths.transfer)
    await expect(
      page.getByText(/Vous n'avez aucun AirPoint à transférer pour le moment\./),
    ).toBeVisible(PAGE_LOAD)
  }
})

test('a tab whose localStorage lags behind the last commit waits for it: no overdraw', async ({
  context,
}) => {
  test.setTimeout(120_000)
  const [first, second] = await twoTabsOnTransfer(context)

  // The second tab has spent the whole balance: its commit is recorded in IndexedDB,
  // and its snapshot has not reached the first tab's localStorage yet.
  const spent = await second.evaluate((key) => {
    const snapshot = JSON.parse(localStorage.getItem(key) ?? 'null')
    for (const profile of snapshot.collections.profiles) {
      if (profile.uid === 'joueur') profile.points = 0
    }
    snapshot.seq += 1
    return snapshot
  }, DB_KEY)
  await first.evaluate(
    (seq) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('airflyff.mock')
        open.onerror = () => reject(open.error)
        // The app opens it at start; were it missing, the test fails on the outcome below.
        open.onupgradeneeded = () => open.result.createObjectStore('commits')
        open.onsuccess = () => {
          const tx = open.result.transaction('commits', 'readwrite')
          tx.objectStore('commits').put(seq, 'db')
          tx.oncomplete = () => {
            open.result.close()
            resolve()
          }
          tx.onabort = () => reject(tx.error)
        }
      }),
    spent.seq,
  )

  await amountField(first).fill('1500')
  await submit(first).click()
  // Waiting for the committed snapshot, not transferring from the stale balance.
  await first.waitForTimeout(500)
  await expect(first).toHaveURL(/\/shop-items$/)
  // The snapshot arrives (a storage event in the first tab).
  await second.evaluate(([key, snapshot]) => localStorage.setItem(key, JSON.stringify(snapshot)), [
    DB_KEY,
    spent,
  ] as const)
  await expect(first).toHaveURL(/\/shop-transfer-failure$/, PAGE_LOAD)
  await first.goto(paths.transfer)
  await expect(
    first.getByText(/Vous n'avez aucun AirPoint à transférer pour le moment\./),
  ).toBeVisible(PAGE_LOAD)
})
