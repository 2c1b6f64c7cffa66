import { promotionLabel } from '@contract/rules'
import type { PromotionWindow } from '@contract/schemas'
import { useState } from 'react'
import { useLoaderData, useRevalidator } from 'react-router-dom'
import { Alert, Badge, Button, FormField, Table, TableCell, TableRow } from '@/shared/components'
import { formatDateTimeFr } from '@/shared/text/format'
import { useServices } from '@/shared/runtime/services'
import type { PromotionsData } from './api'
import { ConsolePage, row } from './ConsolePage'
import { CONTENT_NO_ANSWER, ReasonDialog } from './ReasonDialog'
import { Read } from './Read'

/** A datetime-local value (the operator's local time) as ISO UTC, or null when not a date. */
function isoOf(local: string): string | null {
  const time = Date.parse(local)
  return local && Number.isFinite(time) ? new Date(time).toISOString() : null
}

function windowState(window: PromotionWindow, now: number): 'past' | 'current' | 'coming' {
  if (Date.parse(window.end) <= now) return 'past'
  return Date.parse(window.start) <= now ? 'current' : 'coming'
}

function ScheduleDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { api } = useServices()
  const [start, setStart] = useState('')
  const [end, setEnd] = useState('')
  const [multiplier, setMultiplier] = useState('')
  const factor = Number(multiplier.replace(',', '.'))
  return (
    <ReasonDialog
      title="Programmer une promotion"
      description="Les dates sont à l'heure de cet appareil ; la fin est exclue."
      problem={() => {
        if (!isoOf(start)) return "Indiquez la date et l'heure de début."
        if (!isoOf(end)) return "Indiquez la date et l'heure de fin."
        if (!multiplier || !Number.isFinite(factor))
          return 'Indiquez le multiplicateur (par exemple 1,25 pour +25 %).'
        return null
      }}
      send={(reason) =>
        api.adminContent.schedulePromotion({
          body: { start: isoOf(start) ?? '', end: isoOf(end) ?? '', multiplier: factor, reason },
        })
      }
      noAnswer={CONTENT_NO_ANSWER}
      onClose={onClose}
      onDone={onDone}
    >
      {(
        [
          ['Début', 'start', start, setStart],
          ['Fin', 'end', end, setEnd],
        ] as const
      ).map(([label, name, value, set]) => (
        <FormField
          key={name}
          label={label}
          name={name}
          type="datetime-local"
          value={value}
          onChange={(e) => set(e.target.value)}
          required
        />
      ))}
      <FormField
        label="Multiplicateur (1,01 à 3)"
        name="multiplier"
        inputMode="decimal"
        value={multiplier}
        onChange={(e) => setMultiplier(e.target.value)}
        help="1,25 : les packs créditent 25 % d'AirPoints en plus."
        required
      />
    </ReasonDialog>
  )
}

const WINDOW_STATES = {
  past: <Badge tone="neutral">terminée</Badge>,
  current: <Badge tone="success">en cours</Badge>,
  coming: <Badge tone="accent">à venir</Badge>,
}

/** The promotion windows: scheduled ahead, cancelled while they have not started. */
export function PromotionsPage() {
  const { api } = useServices()
  const { promotions } = useLoaderData<PromotionsData>()
  const revalidator = useRevalidator()
  const [dialog, setDialog] = useState<'schedule' | PromotionWindow | null>(null)
  const [done, setDone] = useState<string | null>(null)
  // The time the windows are judged at (past, current, coming): the page's opening, each change.
  const [now, setNow] = useState(() => Date.now())
  const finish = (message: string) => {
    setDialog(null)
    setDone(message)
    setNow(Date.now())
    void revalidator.revalidate()
  }
  return (
    <ConsolePage title="Promotions">
      {done && <Alert status="success">{done}</Alert>}
      <div className={row}>
        <Button onClick={() => setDialog('schedule')}>Programmer une promotion</Button>
      </div>
      <Read value={promotions}>
        {({ windows }) =>
          windows.length === 0 ? (
            <p>Aucune promotion programmée.</p>
          ) : (
            <Table
              caption="Fenêtres de promotion, par date de début"
              columns={['Début', 'Fin', 'Promotion', 'État', 'Action']}
            >
              {windows.map((w) => {
                const state = windowState(w, now)
                return (
                  <TableRow key={w.id}>
                    <TableCell>{formatDateTimeFr(w.start)}</TableCell>
                    <TableCell>{formatDateTimeFr(w.end)}</TableCell>
                    <TableCell>{promotionLabel(w)}</TableCell>
                    <TableCell>{WINDOW_STATES[state]}</TableCell>
                    <TableCell>
                      {state === 'coming' ? (
                        <Button size="sm" variant="outline" onClick={() => setDialog(w)}>
                          Annuler
                        </Button>
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
      </Read>
      {dialog === 'schedule' && (
        <ScheduleDialog
          onClose={() => setDialog(null)}
          onDone={() => finish('Promotion programmée.')}
        />
      )}
      {dialog !== null && dialog !== 'schedule' && (
        <ReasonDialog
          title="Annuler la promotion"
          description={`${promotionLabel(dialog)} du ${formatDateTimeFr(dialog.start)} au ${formatDateTimeFr(dialog.end)}`}
          send={(reason) =>
            api.adminContent.cancelPromotion({ params: { id: dialog.id }, body: { reason } })
          }
          noAnswer={CONTENT_NO_ANSWER}
          onClose={() => setDialog(null)}
          onDone={() => finish('Promotion annulée.')}
        />
      )}
    </ConsolePage>
  )
}
