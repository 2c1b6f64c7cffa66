import type { AdminNewsItem, NewsState } from '@contract/schemas'
import { useState } from 'react'
import { Link, useLoaderData, useRevalidator } from 'react-router-dom'
import { Alert, Badge, Button, FormField, Table, TableCell, TableRow } from '@/shared/components'
import { newsItemPath } from '@/shared/routing/news-paths'
import { useServices } from '@/shared/runtime/services'
import { formatDateTimeFr } from '@/shared/text/format'
import type { NewsData } from './api'
import { ConsolePage, row } from './ConsolePage'
import { NewsEditor } from './NewsEditor'
import { CONTENT_NO_ANSWER, ReasonDialog } from './ReasonDialog'
import { Read } from './Read'

const STATES: Record<NewsState, React.ReactNode> = {
  draft: <Badge tone="neutral">brouillon</Badge>,
  scheduled: <Badge tone="warning">programmée</Badge>,
  published: <Badge tone="success">publiée</Badge>,
}

/** A datetime-local value (the operator's local time) as ISO UTC, or null when not a date. */
function isoOf(local: string): string | null {
  const time = Date.parse(local)
  return local && Number.isFinite(time) ? new Date(time).toISOString() : null
}

function PublishDialog({
  item,
  onClose,
  onDone,
}: {
  item: AdminNewsItem
  onClose: () => void
  onDone: () => void
}) {
  const { api } = useServices()
  const [at, setAt] = useState('')
  return (
    <ReasonDialog
      title="Publier l'actualité"
      description={`« ${item.title} »\u00a0: maintenant, ou à la date et l'heure choisies (heure de cet appareil). Un message part sur Discord quand elle paraît.`}
      problem={() => (at !== '' && !isoOf(at) ? 'Date de publication invalide.' : null)}
      send={(reason) =>
        api.news.console.publish({
          params: { id: item.id },
          body: { reason, ...(at === '' ? {} : { at: isoOf(at) ?? '' }) },
        })
      }
      noAnswer={CONTENT_NO_ANSWER}
      onClose={onClose}
      onDone={onDone}
    >
      <FormField
        label={'Publier le (vide\u00a0: maintenant)'}
        name="at"
        type="datetime-local"
        value={at}
        onChange={(e) => setAt(e.target.value)}
      />
    </ReasonDialog>
  )
}

const PIN_TITLES = { true: "Désépingler l'actualité", false: "Épingler l'actualité" }

type Dialog =
  { kind: 'write' } | { kind: 'edit' | 'publish' | 'unpublish' | 'pin'; item: AdminNewsItem } | null

/** The news: written, changed, published now or later, pinned, unpublished; each change audited. */
export function NewsPage() {
  const { api } = useServices()
  const { news } = useLoaderData<NewsData>()
  const revalidator = useRevalidator()
  const [dialog, setDialog] = useState<Dialog>(null)
  const [done, setDone] = useState<string | null>(null)
  const close = () => setDialog(null)
  const finish = (message: string) => {
    setDialog(null)
    setDone(message)
    void revalidator.revalidate()
  }
  return (
    <ConsolePage title="Actualités">
      {done && <Alert status="success">{done}</Alert>}
      <div className={row}>
        <Button onClick={() => setDialog({ kind: 'write' })}>Écrire une actualité</Button>
      </div>
      <Read value={news}>
        {({ items }) =>
          items.length === 0 ? (
            <p>Aucune actualité.</p>
          ) : (
            <Table
              caption="Actualités, les dernières modifiées d'abord"
              columns={['Titre', 'État', 'Publication', 'Épinglée', 'Actions']}
            >
              {items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell>
                    {item.state === 'published' ? (
                      <Link to={newsItemPath(item.slug)}>{item.title}</Link>
                    ) : (
                      item.title
                    )}
                  </TableCell>
                  <TableCell>{STATES[item.state]}</TableCell>
                  <TableCell>{item.publishAt ? formatDateTimeFr(item.publishAt) : '—'}</TableCell>
                  <TableCell>{item.pinned ? 'oui' : 'non'}</TableCell>
                  <TableCell>
                    <div className={row}>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setDialog({ kind: 'edit', item })}
                        aria-label={`Modifier « ${item.title} »`}
                      >
                        Modifier
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setDialog({ kind: 'publish', item })}
                        aria-label={`Publier « ${item.title} »`}
                      >
                        Publier
                      </Button>
                      {item.state !== 'draft' && (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setDialog({ kind: 'unpublish', item })}
                          aria-label={`Dépublier « ${item.title} »`}
                        >
                          Dépublier
                        </Button>
                      )}
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setDialog({ kind: 'pin', item })}
                        aria-label={`${item.pinned ? 'Désépingler' : 'Épingler'} « ${item.title} »`}
                      >
                        {item.pinned ? 'Désépingler' : 'Épingler'}
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </Table>
          )
        }
      </Read>
      {dialog?.kind === 'write' && (
        <NewsEditor onClose={close} onDone={() => finish('Brouillon enregistré.')} />
      )}
      {dialog?.kind === 'edit' && (
        <NewsEditor
          item={dialog.item}
          onClose={close}
          onDone={() => finish('Actualité modifiée.')}
        />
      )}
      {dialog?.kind === 'publish' && (
        <PublishDialog
          item={dialog.item}
          onClose={close}
          onDone={() => finish('Publication enregistrée.')}
        />
      )}
      {dialog?.kind === 'unpublish' && (
        <ReasonDialog
          title="Dépublier l'actualité"
          description={`« ${dialog.item.title} » redevient un brouillon\u00a0: les visiteurs ne la voient plus.`}
          send={(reason) =>
            api.news.console.unpublish({ params: { id: dialog.item.id }, body: { reason } })
          }
          noAnswer={CONTENT_NO_ANSWER}
          onClose={close}
          onDone={() => finish('Actualité dépubliée.')}
        />
      )}
      {dialog?.kind === 'pin' && (
        <ReasonDialog
          title={PIN_TITLES[String(dialog.item.pinned) as 'true' | 'false']}
          description={`« ${dialog.item.title} »`}
          send={(reason) =>
            api.news.console.pin({
              params: { id: dialog.item.id },
              body: { pinned: !dialog.item.pinned, reason },
            })
          }
          noAnswer={CONTENT_NO_ANSWER}
          onClose={close}
          onDone={() =>
            finish(dialog.item.pinned ? 'Actualité désépinglée.' : 'Actualité épinglée.')
          }
        />
      )}
    </ConsolePage>
  )
}
