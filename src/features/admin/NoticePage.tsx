import type { AdminNotice } from '@contract/schemas'
import { useState } from 'react'
import { useLoaderData, useRevalidator } from 'react-router-dom'
import { Alert, Badge, Checkbox, FormField } from '@/shared/components'
import { useServices } from '@/shared/runtime/services'
import type { NoticeData } from './api'
import { ConsolePage } from './ConsolePage'
import { CONTENT_NO_ANSWER, ReasonFields, formColumn, useReasonSubmit } from './ReasonDialog'
import { Read } from './Read'

/** The notice's form, on the page itself: its text, on or off, and the reason. */
function NoticeForm({ notice, onSaved }: { notice: AdminNotice; onSaved: () => void }) {
  const { api } = useServices()
  const [message, setMessage] = useState(notice.message)
  const [enabled, setEnabled] = useState(notice.enabled)
  const state = useReasonSubmit({
    send: (reason) => api.adminContent.setNotice({ body: { message, enabled, reason } }),
    noAnswer: CONTENT_NO_ANSWER,
    onDone: onSaved,
  })
  return (
    <form
      onSubmit={(event) => void state.submit(event)}
      className={formColumn}
      aria-label="Avis de maintenance"
    >
      <p>
        État actuel&nbsp;:{' '}
        {notice.enabled ? (
          <Badge tone="warning">affiché sur toutes les pages</Badge>
        ) : (
          <Badge tone="neutral">masqué</Badge>
        )}
      </p>
      <FormField
        label="Texte de l'avis (500 caractères au plus)"
        name="message"
        value={message}
        maxLength={500}
        onChange={(e) => setMessage(e.target.value)}
      />
      <Checkbox checked={enabled} onCheckedChange={setEnabled} name="enabled">
        Afficher l'avis sur toutes les pages
      </Checkbox>
      <ReasonFields state={state} submit="Enregistrer" />
    </form>
  )
}

/** The maintenance notice every page shows while it is on. */
export function NoticePage() {
  const { notice } = useLoaderData<NoticeData>()
  const revalidator = useRevalidator()
  const [saved, setSaved] = useState(false)
  return (
    <ConsolePage title="Maintenance">
      {saved && <Alert status="success">Avis enregistré.</Alert>}
      <Read value={notice}>
        {(current) => (
          <NoticeForm
            notice={current}
            onSaved={() => {
              setSaved(true)
              void revalidator.revalidate()
            }}
          />
        )}
      </Read>
    </ConsolePage>
  )
}
