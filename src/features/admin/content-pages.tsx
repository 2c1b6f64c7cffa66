import { ITEMS, LOYALTY_STAGES, itemById } from '@contract/catalog'
import { loyaltyMonth, promotionLabel, rewardsOfMonth } from '@contract/rules'
import { AdminVoteSiteSchema } from '@contract/schemas'
import type { AdminNotice, AdminReward, AdminVoteSite, PromotionWindow } from '@contract/schemas'
import { useState, type FormEvent, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Dialog,
  FormField,
  Select,
  Table,
  TableCell,
  TableRow,
} from '@/shared/components'
import { formatDateTimeFr } from '@/shared/format'
import { useServices } from '@/shared/services'
import { sectionTitle } from '@/shared/styles'
import { ConsolePage, ReasonAndSubmit, Shown, row, useRead, type Read } from './pages'

/**
 * The console's content pages (docs/operator-console.md, « Content »): promotion windows, the
 * loyalty rewards by month and stage, the maintenance notice. Each change asks for a reason and
 * shows the API's French refusal next to its form; a failed read says so and offers a retry.
 */

const form = css({ display: 'flex', flexDirection: 'column', gap: '4' })

const REASON_MISSING = 'Indiquez la raison de cette action (3 caractères au moins).'
const NOT_DONE = "L'action n'a pas abouti. Réessayez dans un instant."
const NO_ANSWER = 'Réponse non reçue : vérifiez le journal des actions avant de réessayer.'

/** A read shown as in the rest of the console, with « Réessayer » when it failed. */
function Retried<T>({
  read,
  retry,
  children,
}: {
  read: Read<T>
  retry: () => void
  children: (data: T) => ReactNode
}) {
  return <Shown read={{ result: read, reload: retry }}>{children}</Shown>
}

type Answer = { status: number; body: unknown }

/**
 * One content change: checks the reason, sends, and keeps the API's French refusal (400) to
 * show next to the form; `done` runs only once the server applied it.
 */
function useChange() {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  async function run(
    reason: string,
    problem: string | null,
    send: (reason: string) => Promise<Answer>,
    done: () => void,
  ) {
    const why = problem ?? (reason.trim().length < 3 ? REASON_MISSING : null)
    if (why) return setError(why)
    setBusy(true)
    setError(null)
    try {
      const answer = await send(reason.trim())
      if (answer.status === 200 || answer.status === 201) return done()
      const message = (answer.body as { message?: unknown } | null)?.message
      setError(answer.status === 400 && typeof message === 'string' ? message : NOT_DONE)
    } catch {
      setError(NO_ANSWER)
    } finally {
      setBusy(false)
    }
  }
  return { error, busy, run }
}

/** A change's dialog: its own fields, the reason, the refusal and « Confirmer ». */
function ChangeDialog({
  title,
  description,
  children,
  problem,
  send,
  onClose,
  onDone,
}: {
  title: string
  description?: string
  children?: ReactNode
  /** What is wrong with the dialog's own fields, checked before sending. */
  problem?: () => string | null
  send: (reason: string) => Promise<Answer>
  onClose: () => void
  onDone: () => void
}) {
  const [reason, setReason] = useState('')
  const { error, busy, run } = useChange()
  function submit(event: FormEvent) {
    event.preventDefault()
    void run(reason, problem?.() ?? null, send, onDone)
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
    >
      <form onSubmit={submit} className={form}>
        {children}
        <ReasonAndSubmit reason={reason} setReason={setReason} error={error} busy={busy} />
      </form>
    </Dialog>
  )
}

// ---------------------------------------------------------------- promotions

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
    <ChangeDialog
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
    </ChangeDialog>
  )
}

const WINDOW_STATES = {
  past: <Badge tone="neutral">terminée</Badge>,
  current: <Badge tone="success">en cours</Badge>,
  coming: <Badge tone="accent">à venir</Badge>,
}

export function PromotionsPage() {
  const { api } = useServices()
  const { result, reload } = useRead<{ windows: PromotionWindow[] }>(
    () => api.adminContent.promotions(),
    [],
  )
  const [dialog, setDialog] = useState<'schedule' | PromotionWindow | null>(null)
  const [done, setDone] = useState<string | null>(null)
  // The time the windows are judged at (past, current, coming): the page's opening, each change.
  const [now, setNow] = useState(() => Date.now())
  const finish = (message: string) => {
    setDialog(null)
    setDone(message)
    setNow(Date.now())
    reload()
  }
  return (
    <ConsolePage title="Promotions">
      {done && <Alert status="success">{done}</Alert>}
      <div className={row}>
        <Button onClick={() => setDialog('schedule')}>Programmer une promotion</Button>
      </div>
      <Retried read={result} retry={reload}>
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
      </Retried>
      {dialog === 'schedule' && (
        <ScheduleDialog
          onClose={() => setDialog(null)}
          onDone={() => finish('Promotion programmée.')}
        />
      )}
      {dialog !== null && dialog !== 'schedule' && (
        <ChangeDialog
          title="Annuler la promotion"
          description={`${promotionLabel(dialog)} du ${formatDateTimeFr(dialog.start)} au ${formatDateTimeFr(dialog.end)}`}
          send={(reason) =>
            api.adminContent.cancelPromotion({ params: { id: dialog.id }, body: { reason } })
          }
          onClose={() => setDialog(null)}
          onDone={() => finish('Promotion annulée.')}
        />
      )}
    </ConsolePage>
  )
}

// ---------------------------------------------------------------- loyalty rewards

const ITEM_OPTIONS = ITEMS.map((item) => ({ value: String(item.id), label: item.name }))

function rewardText(reward: AdminReward | undefined): string {
  if (!reward) return '—'
  const item = itemById(reward.itemId)
  const name = item?.name ?? `Objet n°${reward.itemId}`
  return reward.description ? `${name} — ${reward.description}` : name
}

type RewardTodo = { kind: 'set' | 'remove'; stageId: number; stageName: string }

function SetRewardDialog({
  month,
  todo,
  current,
  onClose,
  onDone,
}: {
  month: string
  todo: RewardTodo
  current: AdminReward | undefined
  onClose: () => void
  onDone: () => void
}) {
  const { api } = useServices()
  const [itemId, setItemId] = useState(current ? String(current.itemId) : '')
  const [description, setDescription] = useState(current?.description ?? '')
  return (
    <ChangeDialog
      title={`Récompense du palier ${todo.stageName}`}
      description={`Pour le mois ${month}.`}
      problem={() => (itemId ? null : 'Choisissez un objet du catalogue.')}
      send={(reason) =>
        api.adminContent.setReward({
          body: {
            month,
            stageId: todo.stageId,
            itemId: Number(itemId),
            description: description.trim() || null,
            reason,
          },
        })
      }
      onClose={onClose}
      onDone={onDone}
    >
      <Select
        label="Objet du catalogue"
        name="itemId"
        options={ITEM_OPTIONS}
        value={itemId}
        onValueChange={setItemId}
      />
      <FormField
        label="Description (facultative)"
        name="description"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        help="Vide : la description de l'objet dans le catalogue."
      />
    </ChangeDialog>
  )
}

export function RewardsPage() {
  const { api } = useServices()
  const [month, setMonth] = useState(() => loyaltyMonth(new Date()))
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month)
  const { result, reload } = useRead<{ rewards: AdminReward[] }>(
    () => api.adminContent.rewards(),
    [],
  )
  const [todo, setTodo] = useState<RewardTodo | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const finish = (message: string) => {
    setTodo(null)
    setDone(message)
    reload()
  }
  return (
    <ConsolePage title="Récompenses">
      {done && <Alert status="success">{done}</Alert>}
      <FormField
        label="Mois (AAAA-MM)"
        name="month"
        value={month}
        onChange={(e) => setMonth(e.target.value)}
        error={valid ? undefined : 'Mois attendu au format AAAA-MM.'}
      />
      <Retried read={result} retry={reload}>
        {({ rewards }) => {
          if (!valid) return null
          const own = (stageId: number) =>
            rewards.find((r) => r.month === month && r.stageId === stageId)
          const standing = (stageId: number) =>
            rewards.find((r) => r.month === null && r.stageId === stageId)
          const inForce = rewardsOfMonth(
            rewards.map((r) => ({ ...r, active: true })),
            month,
          )
          return (
            <section aria-labelledby="rewards-month">
              <h2 id="rewards-month" className={sectionTitle}>
                Récompenses de {month}
              </h2>
              <Table
                caption={`Récompenses par palier pour ${month}\u00a0: celle du mois, sinon la permanente`}
                columns={['Palier', 'En vigueur', 'Propre au mois', 'Permanente', 'Actions']}
              >
                {LOYALTY_STAGES.map((stage) => {
                  const ofMonth = own(stage.id)
                  const stageTodo = { stageId: stage.id, stageName: stage.name }
                  return (
                    <TableRow key={stage.id}>
                      <TableCell>{stage.name}</TableCell>
                      <TableCell>
                        {inForce
                          .filter((r) => r.stageId === stage.id)
                          .map((r) => rewardText(r))
                          .join(', ') || '—'}
                      </TableCell>
                      <TableCell>{rewardText(ofMonth)}</TableCell>
                      <TableCell>{rewardText(standing(stage.id))}</TableCell>
                      <TableCell>
                        <div className={row}>
                          <Button
                            size="sm"
                            variant="outline"
                            aria-label={`Changer la récompense ${stage.name}`}
                            onClick={() => setTodo({ kind: 'set', ...stageTodo })}
                          >
                            Changer
                          </Button>
                          {ofMonth && (
                            <Button
                              size="sm"
                              variant="outline"
                              aria-label={`Retirer la récompense ${stage.name} du mois`}
                              onClick={() => setTodo({ kind: 'remove', ...stageTodo })}
                            >
                              Retirer
                            </Button>
                          )}
                        </div>
                      </TableCell>
                    </TableRow>
                  )
                })}
              </Table>
              {todo?.kind === 'set' && (
                <SetRewardDialog
                  month={month}
                  todo={todo}
                  current={own(todo.stageId) ?? standing(todo.stageId)}
                  onClose={() => setTodo(null)}
                  onDone={() => finish(`Récompense ${todo.stageName} de ${month} enregistrée.`)}
                />
              )}
              {todo?.kind === 'remove' && (
                <ChangeDialog
                  title={`Retirer la récompense ${todo.stageName} de ${month}`}
                  description="La récompense permanente du palier s'appliquera de nouveau ce mois-là."
                  send={(reason) =>
                    api.adminContent.removeReward({
                      body: { month, stageId: todo.stageId, reason },
                    })
                  }
                  onClose={() => setTodo(null)}
                  onDone={() => finish(`Récompense ${todo.stageName} de ${month} retirée.`)}
                />
              )}
            </section>
          )
        }}
      </Retried>
    </ConsolePage>
  )
}

// ---------------------------------------------------------------- maintenance notice

function NoticeForm({ notice, onSaved }: { notice: AdminNotice; onSaved: () => void }) {
  const { api } = useServices()
  const [message, setMessage] = useState(notice.message)
  const [enabled, setEnabled] = useState(notice.enabled)
  const [reason, setReason] = useState('')
  const { error, busy, run } = useChange()
  function submit(event: FormEvent) {
    event.preventDefault()
    void run(
      reason,
      null,
      (why) => api.adminContent.setNotice({ body: { message, enabled, reason: why } }),
      onSaved,
    )
  }
  return (
    <form onSubmit={submit} className={form} aria-label="Avis de maintenance">
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
      <ReasonAndSubmit
        reason={reason}
        setReason={setReason}
        error={error}
        busy={busy}
        submit="Enregistrer"
      />
    </form>
  )
}

export function NoticePage() {
  const { api } = useServices()
  const { result, reload } = useRead<AdminNotice>(() => api.adminContent.notice(), [])
  const [saved, setSaved] = useState(false)
  return (
    <ConsolePage title="Maintenance">
      {saved && <Alert status="success">Avis enregistré.</Alert>}
      <Retried read={result} retry={reload}>
        {(notice) => (
          <NoticeForm
            notice={notice}
            onSaved={() => {
              setSaved(true)
              reload()
            }}
          />
        )}
      </Retried>
    </ConsolePage>
  )
}

// ---------------------------------------------------------------- vote sites

const VERIFICATION_TEXT: Record<NonNullable<AdminVoteSite['verification']>['kind'], string> = {
  none: 'aucune (vote compté sans vérification)',
  'serveur-prive': 'serveur-prive.net',
  'top-serveurs': 'top-serveurs.net',
  'liste-serveurs': 'liste-serveurs.fr',
  gtop100: 'Gtop100 (pingback)',
  topg: 'TopG (pingback)',
}

const SITE_FIELDS = [
  ['name', 'Nom'],
  ['link', 'Adresse de vote'],
  ['image', "Adresse de l'image"],
  ['cooldown', 'Délai entre deux votes (minutes)'],
] as const
type SiteField = (typeof SITE_FIELDS)[number][0]

type Verification = NonNullable<AdminVoteSite['verification']>
/** The dialog's choice of verification: one of the kinds, or none set (no vote counts). */
type VerificationChoice = Verification['kind'] | 'unset'

const VERIFICATION_OPTIONS: { value: VerificationChoice; label: string }[] = [
  { value: 'unset', label: 'Non configurée (aucun vote compté)' },
  ...(Object.entries(VERIFICATION_TEXT) as [Verification['kind'], string][]).map(
    ([value, label]) => ({ value, label }),
  ),
]

/** The one setting each kind needs from the site (docs/votes.md, « Per site »), by its label. */
const VERIFICATION_SECRET: Record<Verification['kind'], string | null> = {
  none: null,
  'serveur-prive': 'Jeton API du serveur sur serveur-prive.net',
  'top-serveurs': 'Jeton API du serveur sur top-serveurs.net',
  'liste-serveurs': 'Identifiant du serveur sur liste-serveurs.fr',
  gtop100: 'Clé de pingback (8 caractères au moins)',
  topg: 'Clé de pingback (8 caractères au moins)',
}

/** The setting shown in the dialog's field for a stored verification. */
function secretOf(verification: Verification | null): string {
  if (!verification || verification.kind === 'none') return ''
  if (verification.kind === 'liste-serveurs') return verification.serverId
  if (verification.kind === 'gtop100' || verification.kind === 'topg') {
    return verification.pingbackKey
  }
  return verification.serverToken
}

/**
 * The verification the dialog describes. What the dialog does not show (a site's own API address,
 * the addresses its callbacks come from) is kept from the stored settings of the same kind.
 */
function verificationOf(
  choice: VerificationChoice,
  secret: string,
  stored: Verification | null,
): Verification | null {
  const same = stored?.kind === choice ? stored : null
  switch (choice) {
    case 'unset':
      return null
    case 'none':
      return { kind: 'none' }
    case 'serveur-prive':
    case 'top-serveurs': {
      const apiBase = same && 'apiBase' in same ? same.apiBase : undefined
      return { kind: choice, serverToken: secret, ...(apiBase ? { apiBase } : {}) }
    }
    case 'liste-serveurs': {
      const apiBase = same && 'apiBase' in same ? same.apiBase : undefined
      return { kind: choice, serverId: secret, ...(apiBase ? { apiBase } : {}) }
    }
    case 'gtop100':
    case 'topg': {
      const sources = same && 'sources' in same ? same.sources : undefined
      return { kind: choice, pingbackKey: secret, ...(sources ? { sources } : {}) }
    }
  }
}

/** The site the dialog's fields describe. */
function siteOf(
  id: string,
  fields: Record<SiteField, string>,
  verification: Verification | null,
): AdminVoteSite {
  return {
    id,
    name: fields.name.trim(),
    link: fields.link.trim(),
    image: fields.image.trim(),
    cooldownMinutes: Number(fields.cooldown),
    verification,
  }
}

/**
 * Adds a site (its id) or changes one's name, link, image, cooldown and how its votes are
 * confirmed (docs/votes.md): a site whose verification is not set never counts a vote.
 */
function SiteDialog({
  site,
  onClose,
  onDone,
}: {
  site: AdminVoteSite | null
  onClose: () => void
  onDone: () => void
}) {
  const { api } = useServices()
  const [id, setId] = useState(site?.id ?? '')
  const [fields, setFields] = useState<Record<SiteField, string>>({
    name: site?.name ?? '',
    link: site?.link ?? '',
    image: site?.image ?? '',
    cooldown: site ? String(site.cooldownMinutes) : '',
  })
  const stored = site?.verification ?? null
  const [choice, setChoice] = useState<VerificationChoice>(stored?.kind ?? 'unset')
  const [secret, setSecret] = useState(secretOf(stored))
  const secretLabel = choice === 'unset' ? null : VERIFICATION_SECRET[choice]
  const described = () => siteOf(id, fields, verificationOf(choice, secret.trim(), stored))
  return (
    <ChangeDialog
      title={site ? `Modifier ${site.name}` : 'Ajouter un site de vote'}
      // The contract's own checks, in its French wording, before anything is sent.
      problem={() => {
        const checked = AdminVoteSiteSchema.safeParse(described())
        return checked.success ? null : (checked.error.issues[0]?.message ?? NOT_DONE)
      }}
      send={(reason) => {
        const { id: siteId, ...body } = described()
        return api.adminContent.setVoteSite({ params: { id: siteId }, body: { ...body, reason } })
      }}
      onClose={onClose}
      onDone={onDone}
    >
      {!site && (
        <FormField
          label="Identifiant (minuscules, chiffres, tirets)"
          name="id"
          value={id}
          onChange={(e) => setId(e.target.value)}
          required
        />
      )}
      {SITE_FIELDS.map(([key, label]) => (
        <FormField
          key={key}
          label={label}
          name={key}
          value={fields[key]}
          inputMode={key === 'cooldown' ? 'numeric' : undefined}
          onChange={(e) => setFields({ ...fields, [key]: e.target.value })}
          required
        />
      ))}
      <Select
        label="Vérification des votes"
        name="verification"
        options={VERIFICATION_OPTIONS}
        value={choice}
        onValueChange={(value) => {
          const next = value as VerificationChoice
          setChoice(next)
          setSecret(next === stored?.kind ? secretOf(stored) : '')
        }}
      />
      {choice === 'unset' && (
        <p>Tant que la vérification n'est pas configurée, aucun vote sur ce site n'est compté.</p>
      )}
      {choice === 'none' && <p>Chaque vote sur ce site sera compté sans confirmation du site.</p>}
      {secretLabel && (
        <FormField
          label={secretLabel}
          name="verificationSecret"
          value={secret}
          autoComplete="off"
          onChange={(e) => setSecret(e.target.value)}
          required
        />
      )}
    </ChangeDialog>
  )
}

export function VoteSitesPage() {
  const { api } = useServices()
  const { result, reload } = useRead<{ sites: AdminVoteSite[] }>(
    () => api.adminContent.voteSites(),
    [],
  )
  const [editing, setEditing] = useState<AdminVoteSite | 'new' | null>(null)
  const [done, setDone] = useState<string | null>(null)
  return (
    <ConsolePage title="Sites de vote">
      {done && <Alert status="success">{done}</Alert>}
      <div className={row}>
        <Button onClick={() => setEditing('new')}>Ajouter un site de vote</Button>
      </div>
      <Retried read={result} retry={reload}>
        {({ sites }) =>
          sites.length === 0 ? (
            <p>Aucun site de vote.</p>
          ) : (
            <Table
              caption="Sites de vote"
              columns={['Site', 'Adresse de vote', 'Délai (minutes)', 'Vérification', 'Action']}
            >
              {sites.map((site) => (
                <TableRow key={site.id}>
                  <TableCell>{site.name}</TableCell>
                  <TableCell>{site.link}</TableCell>
                  <TableCell>{site.cooldownMinutes}</TableCell>
                  <TableCell>
                    {site.verification
                      ? VERIFICATION_TEXT[site.verification.kind]
                      : 'non configurée (aucun vote compté)'}
                  </TableCell>
                  <TableCell>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Modifier ${site.name}`}
                      onClick={() => setEditing(site)}
                    >
                      Modifier
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </Table>
          )
        }
      </Retried>
      {editing && (
        <SiteDialog
          site={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null)
            setDone('Site de vote enregistré.')
            reload()
          }}
        />
      )}
    </ConsolePage>
  )
}
