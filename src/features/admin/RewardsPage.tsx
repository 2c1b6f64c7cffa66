import { ITEMS, LOYALTY_STAGES, itemById } from '@contract/catalog'
import { loyaltyMonth, rewardsOfMonth } from '@contract/rules'
import type { AdminReward } from '@contract/schemas'
import { useState } from 'react'
import { useLoaderData, useRevalidator } from 'react-router-dom'
import { Alert, Button, FormField, Select, Table, TableCell, TableRow } from '@/shared/components'
import { useServices } from '@/shared/runtime/services'
import { sectionTitle } from '@/shared/page/styles'
import type { RewardsData } from './api'
import { ConsolePage, row } from './ConsolePage'
import { CONTENT_NO_ANSWER, ReasonDialog } from './ReasonDialog'
import { Read } from './Read'

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
    <ReasonDialog
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
      noAnswer={CONTENT_NO_ANSWER}
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
    </ReasonDialog>
  )
}

/** The loyalty rewards of a month, by stage: the month's own, else the standing one. */
export function RewardsPage() {
  const { api } = useServices()
  const { rewards: read } = useLoaderData<RewardsData>()
  const revalidator = useRevalidator()
  const [month, setMonth] = useState(() => loyaltyMonth(new Date()))
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month)
  const [todo, setTodo] = useState<RewardTodo | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const finish = (message: string) => {
    setTodo(null)
    setDone(message)
    void revalidator.revalidate()
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
      <Read value={read}>
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
                <ReasonDialog
                  title={`Retirer la récompense ${todo.stageName} de ${month}`}
                  description="La récompense permanente du palier s'appliquera de nouveau ce mois-là."
                  send={(reason) =>
                    api.adminContent.removeReward({
                      body: { month, stageId: todo.stageId, reason },
                    })
                  }
                  noAnswer={CONTENT_NO_ANSWER}
                  onClose={() => setTodo(null)}
                  onDone={() => finish(`Récompense ${todo.stageName} de ${month} retirée.`)}
                />
              )}
            </section>
          )
        }}
      </Read>
    </ConsolePage>
  )
}
