import type { PaymentFilterStatus } from '@contract/schemas'
import { useState } from 'react'
import { Link, useLoaderData, useSearchParams } from 'react-router-dom'
import { css } from 'styled-system/css'
import { FormField, Table, TableCell, TableRow } from '@/shared/components'
import { formatDateTimeFr, formatEuros } from '@/shared/text/format'
import { paths } from '@/shared/routing/paths'
import { MONTH_PATTERN, PAYMENT_PARAMS, type PaymentsData } from './api'
import { ConsolePage, row } from './ConsolePage'
import { Read } from './Read'
import { SalesExport } from './SalesExport'

const STATUS_TEXT: Record<PaymentFilterStatus, string> = {
  paid: 'payé',
  refunded: 'remboursé',
  disputed: 'contesté',
  failed: 'échoué',
}

/** The payments, filtered by month and status (search parameters), with the totals per month. */
export function PaymentsPage() {
  const { month: shownMonth, status, report } = useLoaderData<PaymentsData>()
  const [, setSearch] = useSearchParams()
  const [month, setMonth] = useState(shownMonth)
  const valid = MONTH_PATTERN.test(month)
  /** Reads again with one filter changed (an empty value, or a month not typed in full, drops it). */
  const filter = (name: keyof typeof PAYMENT_PARAMS, value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current)
        if (value) next.set(PAYMENT_PARAMS[name], value)
        else next.delete(PAYMENT_PARAMS[name])
        return next
      },
      { replace: true },
    )
  return (
    <ConsolePage title="Paiements">
      <div className={row}>
        <FormField
          label="Mois (AAAA-MM)"
          name="month"
          value={month}
          onChange={(e) => {
            setMonth(e.target.value)
            filter('month', MONTH_PATTERN.test(e.target.value) ? e.target.value : '')
          }}
          error={month && !valid ? 'Mois attendu au format AAAA-MM.' : undefined}
        />
        <label className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          Statut
          <select value={status ?? ''} onChange={(e) => filter('status', e.target.value)}>
            <option value="">Tous</option>
            {Object.entries(STATUS_TEXT).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <SalesExport month={valid ? month : ''} />
      <Read value={report}>
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
      </Read>
    </ConsolePage>
  )
}
