import type {
  AdminPayment,
  AuditEntry,
  MonthTotal,
  PaymentFilterStatus,
  PlayerSummary,
  PlayerView,
  HistoryEntry,
} from '@contract/schemas'
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { Link, useParams } from 'react-router-dom'
import { css } from 'styled-system/css'
import {
  Alert,
  Badge,
  Button,
  Dialog,
  FormField,
  Table,
  TableCell,
  TableRow,
} from '@/shared/components'
import { formatDateTimeFr, formatEuros, formatPoints } from '@/shared/format'
import { entryPoints, entryText, PURCHASE_STATUS_TEXT } from '@/shared/history/entries'
import { deliveryStateText } from '@/shared/delivery/delivery'
import { Unavailable } from '@/shared/Deferred'
import { paths } from '@/shared/paths'
import { useServices } from '@/shared/services'
import { container, pageTitleStyle, sectionTitle } from '@/shared/styles'

/**
 * The operator's console (docs/operator-console.md): loaded only for operators. Every read says
 * when it failed (never an empty list instead), every action asks for a reason.
 */

const page = `${container} ${css({ display: 'flex', flexDirection: 'column', gap: '6', py: '8' })}`
export const row = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'end' })

function ConsoleNav() {
  return (
    <nav aria-label="Administration" className={row}>
      <Link to={paths.admin.players}>Joueurs</Link>
      <Link to={paths.admin.audit}>Journal des actions</Link>
      <Link to={paths.admin.payments}>Paiements</Link>
      <Link to={paths.admin.promotions}>Promotions</Link>
      <Link to={paths.admin.rewards}>Récompenses</Link>
      <Link to={paths.admin.notice}>Maintenance</Link>
      <Link to={paths.admin.voteSites}>Sites de vote</Link>
    </nav>
  )
}

export function ConsolePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={page}>
      <h1 className={pageTitleStyle}>{title}</h1>
      <ConsoleNav />
      {children}
    </div>
  )
}

export type Read<T> =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ok'; data: T }

const READ_FAILED = 'Ces données sont indisponibles pour le moment.'

/**
 * Reads once (and again on `reload`), saying a failure as a failure. While `reload` reads again,
 * what was read stays shown (the buttons on it too, so focus is not lost).
 */
export function useRead<T>(
  read: () => Promise<{ status: number; body: unknown }>,
  deps: unknown[],
) {
  const [round, setRound] = useState(0)
  const what = JSON.stringify(deps)
  const key = JSON.stringify([what, round])
  const [done, setDone] = useState<{ key: string; what: string; read: Read<T> } | null>(null)
  useEffect(() => {
    let live = true
    const settle = (result: Read<T>) => live && setDone({ key, what, read: result })
    read().then(
      (answer) => {
        const message = (answer.body as { message?: unknown } | null)?.message
        if (answer.status === 200) settle({ state: 'ok', data: answer.body as T })
        else
          settle({
            state: 'failed',
            message: answer.status === 404 && typeof message === 'string' ? message : READ_FAILED,
          })
      },
      () => settle({ state: 'failed', message: READ_FAILED }),
    )
    return () => {
      live = false
    }
    // The read depends on `deps` only (its key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  const result: Read<T> =
    done?.key === key || (done?.what === what && done.read.state === 'ok')
      ? done.read
      : { state: 'loading' }
  return { result, reload: useCallback(() => setRound((n) => n + 1), []) }
}

/** A read's result: « Chargement… », its failure with « Réessayer », or what it read. */
export function Shown<T>({
  read: { result, reload },
  children,
}: {
  read: { result: Read<T>; reload: () => void }
  children: (data: T) => ReactNode
}) {
  if (result.state === 'loading') return <p role="status">Chargement…</p>
  if (result.state === 'failed')
    return result.message === READ_FAILED ? (
      <Unavailable onRetry={reload}>{result.message}</Unavailable>
    ) : (
      <Alert status="warning">{result.message}</Alert>
    )
  return <>{children(result.data)}</>
}

/** The end of every action's form: the reason for the log, the refusal if any, the button. */
export function ReasonAndSubmit({
  reason,
  setReason,
  error,
  busy,
  submit = 'Confirmer',
}: {
  reason: string
  setReason: (reason: string) => void
  error: string | null
  busy: boolean
  submit?: string
}) {
  return (
    <>
      <FormField
        label="Raison (inscrite au journal)"
        name="reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required
      />
      {error && <Alert status="warning">{error}</Alert>}
      <Button type="submit" disabled={busy}>
        {busy ? 'Envoi…' : submit}
      </Button>
    </>
  )
}

// ---------------------------------------------------------------- players

const MATCHED: Record<PlayerSummary['matchedBy'], string> = {
  uid: 'identifiant',
  email: 'e-mail',
  account: 'compte de jeu',
  character: 'personnage',
}

export function PlayersPage() {
  const { api } = useServices()
  const [q, setQ] = useState('')
  const [searched, setSearched] = useState<string | null>(null)
  const players = useRead<{ players: PlayerSummary[] }>(
    () =>
      searched
        ? api.admin.players({ query: { q: searched } })
        : Promise.resolve({ status: 200, body: { players: [] } }),
    [searched],
  )
  const [error, setError] = useState<string | null>(null)
  function submit(event: FormEvent) {
    event.preventDefault()
    if (q.trim().length < 2) return setError('Tapez au moins 2 caractères.')
    setError(null)
    setSearched(q.trim())
  }
  return (
    <ConsolePage title="Joueurs">
      <form role="search" onSubmit={submit} className={row}>
        <FormField
          label="E-mail, identifiant, compte de jeu ou personnage"
          name="q"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          error={error ?? undefined}
        />
        <Button type="submit">Rechercher</Button>
      </form>
      {searched && (
        <Shown read={players}>
          {({ players }) =>
            players.length === 0 ? (
              <p>Aucun joueur ne correspond à «&nbsp;{searched}&nbsp;».</p>
            ) : (
              <Table caption="Joueurs trouvés" columns={['Joueur', 'Trouvé par', 'AirPoints']}>
                {players.map((p) => (
                  <TableRow key={p.uid}>
                    <TableCell>
                      <Link to={paths.admin.player(p.uid)}>{p.email ?? p.uid}</Link>
                    </TableCell>
                    <TableCell>{MATCHED[p.matchedBy]}</TableCell>
                    <TableCell>{formatPoints(p.points)}</TableCell>
                  </TableRow>
                ))}
              </Table>
            )
          }
        </Shown>
      )}
    </ConsolePage>
  )
}

// ---------------------------------------------------------------- one player

type Action =
  | { kind: 'credit' | 'debit' }
  | { kind: 'resend'; deliveryId: string; label: string }
  | { kind: 'settle'; caseId: string; label: string }

const ACTION_TITLES: Record<Action['kind'], string> = {
  credit: 'Créditer des AirPoints',
  debit: 'Débiter des AirPoints',
  resend: 'Renvoyer la livraison',
  settle: 'Marquer le cas comme réglé',
}

/** One action's dialog: the amount when it moves points, the reason always. */
function ActionDialog({
  uid,
  action,
  onClose,
  onDone,
}: {
  uid: string
  action: Action
  onClose: () => void
  onDone: (message: string) => void
}) {
  const { api } = useServices()
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // One key per submission: a retry of this dialog applies once.
  const [key] = useState(() => crypto.randomUUID())
  const moves = action.kind === 'credit' || action.kind === 'debit'

  function send(
    todo: Action,
    headers: { 'idempotency-key': string },
    body: { reason: string },
    points: number,
  ) {
    if (todo.kind === 'settle')
      return api.admin.settle({ params: { uid, caseId: todo.caseId }, headers, body })
    if (todo.kind === 'resend')
      return api.admin.resend({ params: { uid, deliveryId: todo.deliveryId }, headers, body })
    return api.admin[todo.kind]({ params: { uid }, headers, body: { ...body, amount: points } })
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const points = Number(amount)
    if (moves && (!Number.isInteger(points) || points <= 0))
      return setError("Indiquez un nombre entier d'AirPoints supérieur à 0.")
    if (reason.trim().length < 3)
      return setError('Indiquez la raison de cette action (3 caractères au moins).')
    setBusy(true)
    setError(null)
    const headers = { 'idempotency-key': key }
    const body = { reason: reason.trim() }
    try {
      const answer = await send(action, headers, body, points)
      if (answer.status === 201) {
        onDone(
          action.kind === 'credit'
            ? `${formatPoints(points)} AirPoints crédités.`
            : action.kind === 'debit'
              ? `${formatPoints(points)} AirPoints débités.`
              : action.kind === 'resend'
                ? 'Livraison renvoyée.'
                : 'Cas marqué comme réglé.',
        )
        return
      }
      const message = (answer.body as { message?: unknown } | null)?.message
      setError(
        answer.status !== 422 &&
          answer.status < 500 &&
          typeof message === 'string' &&
          /[éèà’ ]/.test(message)
          ? message
          : "L'action n'a pas abouti. Réessayez dans un instant.",
      )
    } catch {
      setError(
        "Réponse non reçue : vérifiez le journal avant de réessayer (la même demande ne s'applique qu'une fois).",
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={ACTION_TITLES[action.kind]}
      description={'label' in action ? action.label : undefined}
    >
      <form
        onSubmit={submit}
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        {moves && (
          <FormField
            label="Nombre d'AirPoints"
            name="amount"
            inputMode="numeric"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        )}
        <ReasonAndSubmit reason={reason} setReason={setReason} error={error} busy={busy} />
      </form>
    </Dialog>
  )
}

/** An entry of the player's history, in the words of his own history page. */
function entryLabel(entry: HistoryEntry): string {
  const { what, detail } = entryText(entry)
  const points = entryPoints(entry)
  const status = entry.kind === 'purchase' ? ` (${PURCHASE_STATUS_TEXT[entry.status]})` : ''
  return [what + status, detail, points && `${points} AirPoints`].filter(Boolean).join(' — ')
}

export function PlayerPage() {
  const { api } = useServices()
  const uid = useParams().uid ?? ''
  const player = useRead<PlayerView>(() => api.admin.player({ params: { uid } }), [uid])
  const history = useRead<{ entries: HistoryEntry[] }>(
    () => api.admin.playerHistory({ params: { uid }, query: {} }),
    [uid],
  )
  const [action, setAction] = useState<Action | null>(null)
  const [done, setDone] = useState<string | null>(null)
  return (
    <ConsolePage title="Joueur">
      {done && <Alert status="success">{done}</Alert>}
      <Shown read={player}>
        {(p) => (
          <>
            <section aria-labelledby="player-balance">
              <h2 id="player-balance" className={sectionTitle}>
                {p.email ?? p.uid}
              </h2>
              <p>
                Solde&nbsp;: <strong data-testid="admin-balance">{formatPoints(p.points)}</strong>{' '}
                AirPoints — achetés ce mois ({p.month})&nbsp;: {formatPoints(p.monthPoints)}
              </p>
              <div className={row}>
                <Button onClick={() => setAction({ kind: 'credit' })}>Créditer</Button>
                <Button variant="outline" onClick={() => setAction({ kind: 'debit' })}>
                  Débiter
                </Button>
              </div>
            </section>
            <section aria-labelledby="player-accounts">
              <h2 id="player-accounts" className={sectionTitle}>
                Comptes de jeu
              </h2>
              {p.accounts.length === 0 ? (
                <p>Aucun compte de jeu.</p>
              ) : (
                <ul>
                  {p.accounts.map((a) => (
                    <li key={a.accountId}>
                      {a.name}&nbsp;:{' '}
                      {a.characters.map((c) => c.name).join(', ') || 'aucun personnage'}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="player-cases">
              <h2 id="player-cases" className={sectionTitle}>
                Cas de remboursement
              </h2>
              {p.refundCases.length === 0 ? (
                <p>Aucun cas.</p>
              ) : (
                <ul>
                  {p.refundCases.map((c) => (
                    <li key={c.caseId} className={row}>
                      {c.cause === 'refund' ? 'Remboursement' : 'Litige'} — {formatPoints(c.points)}{' '}
                      AirPoints non récupérés ({formatDateTimeFr(c.at)}){' '}
                      {c.settled ? (
                        <Badge tone="success">réglé</Badge>
                      ) : (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() =>
                            setAction({
                              kind: 'settle',
                              caseId: c.caseId,
                              label: `${formatPoints(c.points)} AirPoints, paiement ${c.paymentId}`,
                            })
                          }
                        >
                          Marquer réglé
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </Shown>
      <section aria-labelledby="player-history">
        <h2 id="player-history" className={sectionTitle}>
          Historique
        </h2>
        <Shown read={history}>
          {({ entries }) =>
            entries.length === 0 ? (
              <p>Aucune opération.</p>
            ) : (
              <Table caption="Historique du joueur" columns={['Date', 'Opération', 'Livraison']}>
                {entries.map((e) => {
                  const delivery = e.kind === 'transfer' || e.kind === 'claim' ? e.delivery : null
                  return (
                    <TableRow key={e.id} data-entry-kind={e.kind}>
                      <TableCell>{formatDateTimeFr(e.at)}</TableCell>
                      <TableCell>{entryLabel(e)}</TableCell>
                      <TableCell>
                        {delivery?.state === 'failed' ? (
                          <Button
                            size="sm"
                            variant="outline"
                            onClick={() =>
                              setAction({
                                kind: 'resend',
                                deliveryId: delivery.deliveryId,
                                label: `Vers ${delivery.characterName}`,
                              })
                            }
                          >
                            Renvoyer
                          </Button>
                        ) : delivery ? (
                          deliveryStateText(delivery)
                        ) : (
                          '—'
                        )}
                      </TableCell>
                    </TableRow>
                  )
                })}
              </Table>
            )
          }
        </Shown>
      </section>
      {action && (
        <ActionDialog
          uid={uid}
          action={action}
          onClose={() => setAction(null)}
          onDone={(message) => {
            setAction(null)
            setDone(message)
            player.reload()
            history.reload()
          }}
        />
      )}
    </ConsolePage>
  )
}

// ---------------------------------------------------------------- audit log

/** The audit log's actions (backend/admin.ts, backend/admin-content.ts), in French. */
const AUDIT_ACTIONS: Record<string, string> = {
  'points.credit': 'AirPoints crédités',
  'points.debit': 'AirPoints débités',
  'delivery.resend': 'Livraison renvoyée',
  'refund-case.settle': 'Cas de remboursement réglé',
  'promotion.schedule': 'Promotion programmée',
  'promotion.change': 'Promotion modifiée',
  'promotion.cancel': 'Promotion annulée',
  'reward.set': 'Récompense de fidélité définie',
  'reward.remove': 'Récompense de fidélité retirée',
  'notice.set': 'Avis de maintenance modifié',
  'vote-site.save': 'Site de vote enregistré',
  'player.view': 'Fiche du joueur consultée',
  'player.search': 'Recherche de joueurs',
  'payments.view': 'Paiements consultés',
  'operator.grant': 'Accès opérateur accordé',
  'operator.revoke': 'Accès opérateur retiré',
}

export function AuditPage() {
  const { api } = useServices()
  const audit = useRead<{ entries: AuditEntry[] }>(() => api.admin.audit({ query: {} }), [])
  return (
    <ConsolePage title="Journal des actions">
      <Shown read={audit}>
        {({ entries }) =>
          entries.length === 0 ? (
            <p>Aucune action pour le moment.</p>
          ) : (
            <Table
              caption="Actions des opérateurs, les plus récentes d'abord"
              columns={['Date', 'Opérateur', 'Action', 'Joueur', 'Raison', 'Résultat']}
            >
              {entries.map((e) => (
                <TableRow key={e.id}>
                  <TableCell>{formatDateTimeFr(e.at)}</TableCell>
                  <TableCell>{e.operator.email ?? e.operator.uid}</TableCell>
                  <TableCell>
                    {AUDIT_ACTIONS[e.action] ?? e.action}
                    {typeof e.details.amount === 'number'
                      ? ` (${formatPoints(e.details.amount)})`
                      : ''}
                  </TableCell>
                  <TableCell>{e.target ?? '—'}</TableCell>
                  <TableCell>{e.reason}</TableCell>
                  <TableCell>
                    {e.result === 'applied' ? (
                      <Badge tone="success">appliquée</Badge>
                    ) : (
                      <Badge tone="warning">{`refusée\u00a0: ${e.message ?? ''}`}</Badge>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </Table>
          )
        }
      </Shown>
    </ConsolePage>
  )
}

// ---------------------------------------------------------------- payments

const STATUS_TEXT: Record<PaymentFilterStatus, string> = {
  paid: 'payé',
  refunded: 'remboursé',
  disputed: 'contesté',
  failed: 'échoué',
}

export function PaymentsPage() {
  const { api } = useServices()
  const [month, setMonth] = useState('')
  const [status, setStatus] = useState<PaymentFilterStatus | ''>('')
  const valid = /^\d{4}-\d{2}$/.test(month)
  const payments = useRead<{ payments: AdminPayment[]; totals: MonthTotal[] }>(
    () =>
      api.admin.payments({
        query: { ...(valid ? { month } : {}), ...(status ? { status } : {}) },
      }),
    [valid ? month : '', status],
  )
  return (
    <ConsolePage title="Paiements">
      <div className={row}>
        <FormField
          label="Mois (AAAA-MM)"
          name="month"
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          error={month && !valid ? 'Mois attendu au format AAAA-MM.' : undefined}
        />
        <label className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          Statut
          <select
            value={status}
            onChange={(e) => setStatus(e.target.value as PaymentFilterStatus | '')}
          >
            <option value="">Tous</option>
            {Object.entries(STATUS_TEXT).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Shown read={payments}>
        {({ payments, totals }) => (
          <>
            <Table
              caption="Totaux par mois, remboursements et litiges déduits"
              columns={['Mois', 'Paiements', 'Encaissé', 'Remboursé', 'Contesté', 'Net']}
            >
              {totals.map((t) => (
                <TableRow key={t.month}>
                  <TableCell>{t.month}</TableCell>
                  <TableCell>{t.payments}</TableCell>
                  <TableCell>{formatEuros(t.gross)}</TableCell>
                  <TableCell>{formatEuros(t.refunded)}</TableCell>
                  <TableCell>{formatEuros(t.disputed)}</TableCell>
                  <TableCell>{formatEuros(t.net)}</TableCell>
                </TableRow>
              ))}
            </Table>
            {payments.length === 0 ? (
              <p>Aucun paiement pour ces critères.</p>
            ) : (
              <Table caption="Paiements" columns={['Date', 'Joueur', 'Pack', 'Montant', 'Statut']}>
                {payments.map((p) => (
                  <TableRow key={p.paymentId}>
                    <TableCell>{formatDateTimeFr(p.at)}</TableCell>
                    <TableCell>
                      <Link to={paths.admin.player(p.uid)}>{p.uid}</Link>
                    </TableCell>
                    <TableCell>{p.pack ?? 'AirPoints'}</TableCell>
                    <TableCell>{formatEuros(p.amount)}</TableCell>
                    <TableCell>{STATUS_TEXT[p.status]}</TableCell>
                  </TableRow>
                ))}
              </Table>
            )}
          </>
        )}
      </Shown>
    </ConsolePage>
  )
}
