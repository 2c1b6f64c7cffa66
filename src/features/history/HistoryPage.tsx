import {
  HISTORY_KINDS,
  type HistoryEntry,
  type HistoryEntryKind,
  type HistoryPage as Page,
  type PurchaseStatus,
} from '@contract/schemas'
import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { useLoaderData, useSearchParams } from 'react-router-dom'
import { css } from 'styled-system/css'
import { Badge } from '@/shared/components/Badge'
import { Button } from '@/shared/components/Button'
import { Card } from '@/shared/components/Card'
import { Select } from '@/shared/components/Select'
import { Table, TableCell, TableRow, TableRowHeader } from '@/shared/components/Table'
import { Deferred } from '@/shared/page/Deferred'
import { DeliveryStatus } from '@/shared/delivery/DeliveryStatus'
import { formatDateTimeFr } from '@/shared/text/format'
import { useServices } from '@/shared/runtime/services'
import { container, lead, pageTitleStyle } from '@/shared/page/styles'
import { HISTORY_KIND_PARAM, readHistoryPage, type HistoryData } from './api'
import { ReceiptsSection } from './ReceiptsSection'
import { WithdrawalSummary, withdrawalLink } from './WithdrawalSummary'
import { inlineLink } from '@/shared/page/styles'
import { formatEuros, pointsInEuros } from '@contract/rules'
import { KIND_LABELS, PURCHASE_STATUS_TEXT, entryPoints, entryText } from '@/shared/history/entries'

const pageColumn = `${container} ${css({
  py: { base: '10', md: '16' },
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
})}`
const muted = css({ color: 'fg.muted' })

const ALL = 'all'
const FILTER_OPTIONS = [
  { value: ALL, label: 'Toutes les opérations' },
  ...HISTORY_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })),
]

const PURCHASE_TONES: Record<PurchaseStatus, 'success' | 'warning' | 'danger' | 'neutral'> = {
  paid: 'success',
  'partly-refunded': 'warning',
  refunded: 'neutral',
  disputed: 'warning',
  failed: 'danger',
}

// As cards (below 768 px) each value sits on the right of its column's name.
const whatCell = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  alignItems: { base: 'flex-end', md: 'flex-start' },
  textAlign: { base: 'right', md: 'left' },
})
const detailLine = css({ color: 'fg.muted', fontSize: 'sm', fontWeight: 'normal' })
const pointsCell = css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })
const statusCell = css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'start' })
const toolbar = css({ maxWidth: '20rem' })

/** Where the entry stands now: a purchase's status, a delivery's state, a case's. */
function EntryStatus({ entry }: { entry: HistoryEntry }) {
  switch (entry.kind) {
    case 'purchase':
      return <Badge tone={PURCHASE_TONES[entry.status]}>{PURCHASE_STATUS_TEXT[entry.status]}</Badge>
    case 'transfer':
    case 'claim':
      return (
        <span className={statusCell}>
          {entry.kind === 'claim' && entry.underReview && (
            <Badge tone="warning">en cours d'examen</Badge>
          )}
          {entry.delivery ? (
            <DeliveryStatus delivery={entry.delivery} />
          ) : (
            <span className={muted}>État de la livraison inconnu</span>
          )}
        </span>
      )
    case 'vote':
      return <Badge tone="success">comptabilisé</Badge>
    case 'take-back':
      return <Badge>retiré du solde</Badge>
    case 'unrecovered':
      return <Badge tone="warning">signalé à l'équipe</Badge>
    case 'dispute-won':
      return <Badge tone="success">rendu au solde</Badge>
    case 'reward-case':
      return <Badge tone="warning">en cours d'examen</Badge>
    case 'adjustment':
      return <Badge tone="success">appliqué</Badge>
    case 'transfer-returned':
      return <Badge tone="success">rendu au solde</Badge>
  }
}

/** The purchases that may still be withdrawn, by payment id (read beside the history). */
type Withdrawable = ReadonlySet<string>

/** The value in euros of a purchase's points (the price paid) or of others (the base pack's). */
function eurosOf(entry: HistoryEntry, points: number) {
  const paid =
    entry.kind === 'purchase' && entry.pack
      ? { price: entry.pack.price, points: entry.points }
      : undefined
  return formatEuros(pointsInEuros(Math.abs(points), paid))
}

function EntryRow({ entry, withdrawable }: { entry: HistoryEntry; withdrawable: Withdrawable }) {
  const { what, detail } = entryText(entry)
  const points = entryPoints(entry)
  const moved =
    entry.kind === 'purchase'
      ? entry.points
      : entry.kind === 'transfer' || entry.kind === 'take-back'
        ? entry.points
        : 0
  return (
    <TableRow data-entry-kind={entry.kind}>
      <TableCell label="Date">{formatDateTimeFr(entry.at)}</TableCell>
      <TableRowHeader label="Opération">
        <span className={whatCell}>
          <span>{what}</span>
          {detail && <span className={detailLine}>{detail}</span>}
          {entry.kind === 'purchase' && withdrawable.has(entry.paymentId) && (
            <Link to={withdrawalLink(entry.paymentId)} className={inlineLink}>
              Renoncer au contrat ici
            </Link>
          )}
        </span>
      </TableRowHeader>
      <TableCell label="AirPoints" className={pointsCell}>
        {points ?? <span aria-label="aucun mouvement">—</span>}
        {moved > 0 && <span className={detailLine}>{eurosOf(entry, moved)}</span>}
      </TableCell>
      <TableCell label="État">
        <EntryStatus entry={entry} />
      </TableCell>
    </TableRow>
  )
}

type More = { state: 'idle' } | { state: 'loading' } | { state: 'failed' }

/**
 * The entries read so far, newest first: the loader's page, then each older page « Voir plus »
 * reads with the cursor of the last one. A failed read of the next page says so and offers to
 * try again; what was shown stays.
 */
function HistoryEntries({
  first,
  kind,
  withdrawable,
}: {
  first: Page
  kind: HistoryEntryKind | null
  withdrawable: Withdrawable
}) {
  const { api } = useServices()
  const [read, setRead] = useState({ first, older: [] as HistoryEntry[], next: first.nextCursor })
  const [more, setMore] = useState<More>({ state: 'idle' })
  // The loader read the newest page again (« Réessayer », a filter): start from it.
  if (read.first !== first) {
    setRead({ first, older: [], next: first.nextCursor })
    setMore({ state: 'idle' })
  }
  const entries = [...first.entries, ...read.older]

  const loadMore = async () => {
    if (!read.next) return
    setMore({ state: 'loading' })
    const answer = await readHistoryPage(api, { cursor: read.next, kind: kind ?? undefined })
    if (!answer.ok) {
      setMore({ state: 'failed' })
      return
    }
    setRead((now) =>
      now.first === first
        ? { first, older: [...now.older, ...answer.data.entries], next: answer.data.nextCursor }
        : now,
    )
    setMore({ state: 'idle' })
  }

  if (entries.length === 0) {
    return (
      <p className={muted}>
        {kind ? 'Aucune opération de ce type pour le moment.' : 'Aucune opération pour le moment.'}
      </p>
    )
  }
  return (
    <>
      <Table
        columns={['Date', 'Opération', 'AirPoints', 'État']}
        label="Historique des opérations"
        layout="cards"
      >
        {entries.map((entry) => (
          <EntryRow key={entry.id} entry={entry} withdrawable={withdrawable} />
        ))}
      </Table>
      {more.state === 'failed' ? (
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
          <p className={muted}>La suite de l'historique est indisponible pour le moment.</p>
          <Button variant="outline" size="sm" onClick={() => void loadMore()}>
            Réessayer
          </Button>
        </div>
      ) : (
        read.next && (
          <div>
            <Button
              variant="outline"
              loading={more.state === 'loading'}
              onClick={() => void loadMore()}
            >
              Voir plus
            </Button>
          </div>
        )
      )}
    </>
  )
}

/**
 * /me/historique: the player's purchases, transfers, loyalty rewards, votes, refunds and
 * disputes, newest first, a page at a time, each with where it stands (a purchase's status, a
 * delivery's state). A failed read says so, never an empty history.
 */
export function HistoryPage() {
  const { kind, page, withdrawals, receipts } = useLoaderData<HistoryData>()
  const [withdrawable, setWithdrawable] = useState<Withdrawable>(new Set())
  useEffect(() => {
    let current = true
    void withdrawals.then((read) => {
      if (!current || !read.ok) return
      const open = read.data.purchases.filter((p) => p.refusal === null)
      setWithdrawable(new Set(open.map((p) => p.paymentId)))
    })
    return () => {
      current = false
    }
  }, [withdrawals])
  const [, setSearch] = useSearchParams()
  const filter = (value: string) =>
    setSearch(value === ALL ? {} : { [HISTORY_KIND_PARAM]: value }, { replace: true })

  return (
    <div className={pageColumn}>
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h1 className={pageTitleStyle}>Historique</h1>
        <p className={lead}>
          Vos achats d'AirPoints, transferts, récompenses de fidélité, votes, remboursements et
          litiges, du plus récent au plus ancien.
        </p>
      </header>
      <WithdrawalSummary view={withdrawals} />
      <Card as="section" aria-labelledby="history-operations" className={css({ gap: '4' })}>
        <h2 id="history-operations" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          Opérations
        </h2>
        <div className={toolbar}>
          <Select
            label="Type d'opération"
            options={FILTER_OPTIONS}
            value={kind ?? ALL}
            onValueChange={filter}
          />
        </div>
        <Deferred
          value={page}
          loading="Chargement de l'historique…"
          unavailable="L'historique est indisponible pour le moment."
        >
          {(first) => <HistoryEntries first={first} kind={kind} withdrawable={withdrawable} />}
        </Deferred>
      </Card>
      <ReceiptsSection receipts={receipts} />
    </div>
  )
}
