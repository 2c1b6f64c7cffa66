import { expect as baseExpect, test } from '../helpers/test'
import { expectNoAxeViolations } from '../helpers/axe'
import { signIn } from '../helpers/portal'
import {
  balance,
  buyPack,
  expect,
  fillTransfer,
  gameDeliveries,
  historyRow,
  historyRows,
  linkGameAccount,
  liveJourneys,
  liveStack,
  register,
  verifyEmail,
} from '../support/live-journeys'
import { paths } from '@/shared/routing/paths'
import { TRANSFER_CONSENT, WITHDRAWAL_MESSAGES } from '@contract/rules'

/**
 * Selling lawfully in France against the product's API server (docs/withdrawal.md): a new player
 * buys the Aventurier pack (9,99 €, 100 AirPoints) through the Stripe stand-in, gets its
 * confirmation and receipt at the SMTP stand-in, transfers 30 AirPoints once he ticks the consent,
 * then withdraws the 70 left: Stripe is asked to refund round(999 × 70 / 100) = 699 cents.
 */
liveJourneys()

const PLAYER = { email: 'retractant@portail.test', password: 'Retractant1' }

/** The messages the SMTP stand-in took for the player, oldest first. */
const mailsOf = (email: string) => liveStack().smtp.mails.filter((mail) => mail.to.includes(email))

/** A header's value with its MIME encoded words (RFC 2047, Q or B) undone. */
function header(raw: string, name: string) {
  const folded = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw)?.[1] ?? ''
  return folded
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    )
}

/** The one mail of the player whose subject matches, once the worker has sent it. */
async function mailWithSubject(subject: RegExp) {
  const find = () => mailsOf(PLAYER.email).find((mail) => subject.test(header(mail.raw, 'Subject')))
  await expect.poll(() => Boolean(find()), { timeout: 30_000 }).toBe(true)
  return find()!
}

test('a new player signs up and verifies the address, as paying requires', async ({ page }) => {
  await register(page, PLAYER)
  await verifyEmail(page, PLAYER.email)
  await expect(await balance(page)).toBe(0)
})

test('he buys the Aventurier pack; the confirmation and its receipt reach the SMTP stand-in', async ({
  page,
}) => {
  await signIn(page, PLAYER)
  await buyPack(page, 'Aventurier', 'price_e2e_aventurier')
  await expect.poll(() => balance(page)).toBe(100)

  const session = liveStack().stripe.sessions.at(-1)!.id
  const confirmation = await mailWithSubject(/^Confirmation de votre achat\s: Pack Aventurier/)
  baseExpect(header(confirmation.raw, 'Subject')).toMatch(/\(reçu n° \d+\)$/)
  const body = confirmation.decoded
  baseExpect(body).toMatch(/Pack Aventurier, 100 AirPoints, pour 9,99\s€ TTC/)
  baseExpect(body).toContain(`${paths.withdrawal}?achat=${session}`)
  baseExpect(body).toContain('Renoncer au contrat ici')
  baseExpect(body).toContain('Formulaire de rétractation')
  baseExpect(confirmation.raw).toMatch(/filename=recu-\d{6}\.txt/)
})

test('he links classe04 and transfers 30 AirPoints: refused without the consent, sent with it', async ({
  page,
}) => {
  await signIn(page, PLAYER)
  await page.goto(paths.accounts)
  await linkGameAccount(page, 'classe04', 'classe04pass')

  await fillTransfer(page, { account: 'classe04', character: 'Drakhan' }, '30')
  const consent = page.getByRole('checkbox', { name: TRANSFER_CONSENT.wording })
  await expect(consent).not.toBeChecked()
  await page.getByRole('button', { name: 'Transférer' }).click()
  const invalid = page.getByRole('alert').filter({ hasText: WITHDRAWAL_MESSAGES.consentMissing })
  await expect(invalid).toContainText('Transfert invalide')
  await expect(page).toHaveURL(paths.transfer)
  baseExpect(await gameDeliveries(4)).toEqual([])

  await page.getByText(TRANSFER_CONSENT.wording).click()
  await expect(consent).toBeChecked()
  await page.getByRole('button', { name: 'Transférer' }).click()
  await expect(page).toHaveURL(paths.result.transferSuccess)
  // Worked by the server's delivery queue, once.
  await expect.poll(() => gameDeliveries(4)).toEqual([{ item_count: 30, item_flag: 0 }])
  // The consent stored with the transfer: its wording and version.
  const consents = await liveStack().query(
    `select c.version, c.wording from transfer_consents c
       join profiles p on p.uid = c.uid where p.email = $1`,
    [PLAYER.email],
  )
  baseExpect(consents).toEqual([
    { version: TRANSFER_CONSENT.version, wording: TRANSFER_CONSENT.wording },
  ])
  await expect.poll(() => balance(page)).toBe(70)
})

test('he withdraws the rest from the purchase line: a dated acknowledgement, 699 cents refunded', async ({
  page,
}) => {
  await signIn(page, PLAYER)
  await page.goto(paths.history)
  const purchase = historyRow(page, /^Achat du pack Aventurier/)
  await purchase.getByRole('link', { name: 'Renoncer au contrat ici' }).click()
  const session = liveStack().stripe.sessions.at(-1)!.id
  await expect(page).toHaveURL(`${paths.withdrawal}?achat=${session}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Rétractation' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Rétractation' })
  await expect(form.getByRole('combobox', { name: 'Achat' })).toContainText('Aventurier du ')
  await expect(form.getByText(/70\sAirPoints non transférés, soit 6,99\s€/)).toBeVisible()
  await expect(
    form.getByRole('textbox', { name: "Adresse e-mail pour l'accusé de réception" }),
  ).toHaveValue(PLAYER.email)
  await expectNoAxeViolations(page)

  await form.getByRole('textbox', { name: 'Nom' }).fill('Rémi Rétractant')
  await form.getByRole('button', { name: 'Renoncer au contrat ici' }).click()
  await expect(page.getByText(/Vous renoncez à l'achat Aventurier du /)).toBeVisible()
  await expectNoAxeViolations(page)
  baseExpect(liveStack().stripe.refunds).toEqual([])
  await page.getByRole('button', { name: 'Confirmer la rétractation' }).click()
  const acknowledged = page.getByText(
    /Votre rétractation a été enregistrée le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}\. 70\sAirPoints ont été repris et 6,99\s€ sont remboursés/,
  )
  await expect(acknowledged).toBeVisible()
  await expect(acknowledged).toContainText(`Un accusé de réception est envoyé à ${PLAYER.email}`)
  await expectNoAxeViolations(page)

  // Stripe was asked once for the untransferred share of 9,99 €, keyed by the withdrawal.
  baseExpect(liveStack().stripe.refunds).toEqual([
    { paymentIntent: `pi_${session}`, amount: 699, key: `wd_${session}` },
  ])
})

test('the history shows the withdrawal and the refund; the acknowledgement e-mail arrives', async ({
  page,
}) => {
  await signIn(page, PLAYER)
  await expect.poll(() => balance(page)).toBe(0)
  await page.goto(paths.history)
  await expect(historyRows(page).getByRole('rowheader')).toHaveText([
    /^Remboursement/,
    'Transfert vers Drakhan',
    /^Achat du pack Aventurier/,
  ])
  const refund = historyRow(page, /^Remboursement/)
  await expect(refund).toContainText('Achat du pack Aventurier')
  await expect(refund).toContainText('−70')
  const done = page.getByRole('list', { name: 'Rétractations effectuées' })
  await expect(done).toHaveText(
    /^Rétractation du \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}\s: 70\sAirPoints repris, 6,99\s€ remboursés$/,
  )
  // Withdrawn: the purchase's line no longer offers it.
  await expect(
    historyRow(page, /^Achat du pack Aventurier/).getByRole('link', {
      name: 'Renoncer au contrat ici',
    }),
  ).toHaveCount(0)

  const acknowledgement = await mailWithSubject(/^Accusé de réception de votre rétractation$/)
  const text = acknowledgement.decoded
  baseExpect(text).toContain('Bonjour Rémi Rétractant,')
  baseExpect(text).toMatch(
    /Nous avons bien reçu, le \d{1,2} \S+ \d{4} à \d{2}:\d{2}:\d{2} \(heure de Paris\), votre rétractation du contrat d'achat portant sur le pack « Aventurier »/,
  )
  baseExpect(text).toMatch(/AirPoints non transférés repris\s: 70\./)
  baseExpect(text).toMatch(/Montant remboursé\s: 6,99\s€/)
  // Asked once only: the history's reads and the mails refund nothing more.
  baseExpect(liveStack().stripe.refunds).toHaveLength(1)
})
