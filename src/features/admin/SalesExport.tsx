import { useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '@/shared/components/Button'
import { useServices } from '@/shared/runtime/services'
import { MONTH_PATTERN } from './api'

const line = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })
const NOT_DONE = "L'export n'a pas abouti\u00a0: réessayez."

/** Hands the browser a text as a file to save. */
function download(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.click()
  URL.revokeObjectURL(url)
}

/**
 * The payments page's export for the accountant (GET /admin/sales.csv): the receipts and credit
 * notes of the month typed above, as a CSV file. A month not typed in full: the button waits.
 */
export function SalesExport({ month }: { month: string }) {
  const { api } = useServices()
  const [state, setState] = useState<{ busy: boolean; said: string | null }>({
    busy: false,
    said: null,
  })
  const ready = MONTH_PATTERN.test(month)
  async function exportMonth() {
    setState({ busy: true, said: null })
    const answer = await api.adminSales.exportMonth({ query: { month } }).catch(() => null)
    if (answer?.status !== 200) return setState({ busy: false, said: NOT_DONE })
    download(answer.body.filename, answer.body.csv)
    setState({
      busy: false,
      said: `${answer.body.count} document${answer.body.count > 1 ? 's' : ''} exporté${answer.body.count > 1 ? 's' : ''} (${answer.body.filename}).`,
    })
  }
  return (
    <div className={line}>
      <Button
        variant="outline"
        size="sm"
        disabled={!ready}
        loading={state.busy}
        onClick={() => void exportMonth()}
      >
        Exporter les ventes du mois (CSV)
      </Button>
      {!ready && <span>Choisissez un mois (AAAA-MM) pour l'export comptable.</span>}
      <p role="status">{state.said}</p>
    </div>
  )
}
