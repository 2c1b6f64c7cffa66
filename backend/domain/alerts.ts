import type { AfterSale, AlertSettings, DeliveryRecord, StoredPayment, StoreTx } from '../ports'
import type { DeliveryStall } from '@contract/schemas'
import { enqueueDiscord } from './announcements'

/**
 * The operators' alerts on Discord's `alerts` channel (docs/decisions/060-alerts.md): short
 * French messages written in the transaction of the change they report (the Discord outbox,
 * sent after commit), each with the console page to open. No e-mail, no secret; a player is
 * named by his character's name at most, and reached through the console's link.
 */

export const DEFAULT_ALERTS: AlertSettings = { purchasePoints: 1000 }

/** The console's pages the alerts link to (src/shared/routing/paths.ts spells them too). */
export const CONSOLE = {
  player: (uid: string) => `/admin/joueurs/${encodeURIComponent(uid)}`,
  payments: '/admin/paiements',
  audit: '/admin/journal',
  approvals: '/admin/approbations',
  incidents: '/admin/incidents',
} as const

const alert = (tx: StoreTx, now: Date, content: string, link: string) =>
  enqueueDiscord(tx, now, { channel: 'alerts', content, link })

const fr = (n: number) => n.toLocaleString('fr-FR').replace(/\s/g, '\u00a0')

/**
 * What a refund or a dispute changed, reported: a dispute opened or lost, points the balance no
 * longer held. Called by applyAfterSale before it saves the payment's new state.
 */
export async function alertAfterSale(
  tx: StoreTx,
  now: Date,
  change: {
    payment: Pick<StoredPayment, 'uid' | 'paymentId' | 'points' | 'dispute'>
    next: Pick<AfterSale, 'dispute'>
    kind: 'refund' | 'dispute-opened' | 'dispute-closed'
    unrecovered: number
  },
): Promise<void> {
  const { payment, next, kind, unrecovered } = change
  const link = CONSOLE.player(payment.uid)
  if (payment.dispute === 'none' && next.dispute === 'open') {
    await alert(tx, now, `⚠️ Litige ouvert sur un achat de ${fr(payment.points)} AirPoints.`, link)
  }
  if (payment.dispute !== 'lost' && next.dispute === 'lost') {
    await alert(tx, now, `❌ Litige perdu sur un achat de ${fr(payment.points)} AirPoints.`, link)
  }
  if (unrecovered > 0) {
    const what = kind === 'refund' ? 'Remboursement' : 'Litige'
    await alert(
      tx,
      now,
      `💸 ${what}\u00a0: ${fr(unrecovered)} AirPoints déjà dépensés n'ont pu être repris.`,
      link,
    )
  }
}

/** A purchase of at least the threshold's points, reported once (with its fulfilment). */
export async function alertPurchase(
  tx: StoreTx,
  now: Date,
  settings: AlertSettings,
  purchase: { uid: string; points: number },
): Promise<void> {
  if (purchase.points < settings.purchasePoints) return
  await alert(
    tx,
    now,
    `💰 Gros achat\u00a0: ${fr(purchase.points)} AirPoints crédités.`,
    CONSOLE.player(purchase.uid),
  )
}

const FAILURES = { 'character-gone': 'personnage disparu', refused: 'refusée par le jeu' } as const
const STALLS: Record<DeliveryStall, string> = {
  'row-gone': 'sa ligne a disparu du jeu',
  'marker-gone': 'sa trace a disparu du jeu',
  'too-old': 'toujours pas reçue après le délai fixé',
}

/** A delivery the game refused for good (its points given back), in the transaction that says so. */
export async function alertDeliveryFailed(
  tx: StoreTx,
  now: Date,
  delivery: Pick<DeliveryRecord, 'uid' | 'characterName' | 'failure'>,
): Promise<void> {
  const why = delivery.failure ? FAILURES[delivery.failure] : 'refusée par le jeu'
  await alert(
    tx,
    now,
    `📦 Livraison échouée pour ${delivery.characterName}\u00a0: ${why}.`,
    CONSOLE.player(delivery.uid),
  )
}

/** A sent delivery newly found stuck in the game (decision 051), in the transaction flagging it. */
export async function alertDeliveryStalled(
  tx: StoreTx,
  now: Date,
  delivery: Pick<DeliveryRecord, 'uid' | 'characterName'>,
  stall: DeliveryStall,
): Promise<void> {
  await alert(
    tx,
    now,
    `📦 Livraison bloquée pour ${delivery.characterName}\u00a0: ${STALLS[stall]}.`,
    CONSOLE.player(delivery.uid),
  )
}

/** An operator's access granted or revoked (npm run admin), in the transaction of its audit row. */
export async function alertOperatorChange(
  tx: StoreTx,
  now: Date,
  action: 'grant' | 'revoke',
): Promise<void> {
  const what = action === 'grant' ? 'accordé' : 'retiré'
  await alert(tx, now, `🔑 Accès opérateur ${what} (voir le journal).`, CONSOLE.audit)
}

/**
 * An operator's second factor reset by another, or by the command line: call it in the
 * transaction of the reset's audit row.
 */
export async function alertSecondFactorReset(tx: StoreTx, now: Date): Promise<void> {
  await alert(
    tx,
    now,
    "🔐 Second facteur d'un opérateur réinitialisé (voir le journal).",
    CONSOLE.audit,
  )
}

/** Which outage the worker watches (server/jobs/outage-watch.ts). */
export type OutageSubject = 'game' | 'portal'

/** The text of an outage or of its end: also sent without the outbox when the portal's is down. */
export function outageText(subject: OutageSubject, down: boolean, minutes: number): string {
  const what = subject === 'game' ? 'La base du jeu' : 'La base du portail'
  return down
    ? `🚨 ${what} est injoignable depuis ${fr(minutes)}\u00a0min.`
    : `✅ ${what} répond de nouveau (panne de ${fr(minutes)}\u00a0min).`
}

/** An outage of the game's database, or its end, through the outbox (the portal's is up). */
export async function alertOutage(
  tx: StoreTx,
  now: Date,
  subject: OutageSubject,
  down: boolean,
  minutes: number,
): Promise<void> {
  await alert(tx, now, outageText(subject, down, minutes), CONSOLE.incidents)
}
