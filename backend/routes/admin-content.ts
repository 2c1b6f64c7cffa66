import { LOYALTY_STAGES, itemById } from '@contract/catalog'
import { contract } from '@contract/index'
import { promotionProblem, type Promotion } from '@contract/rules'
import type { AdminRefusalCode, AdminVoteSite, PromotionInput } from '@contract/schemas'
import { tsr } from '@ts-rest/serverless/fetch'
import { audit, type AuditOf } from '../domain/audit'
import { adminRoutes } from '../http/context'
import type { Caller, Ports, StoreTx, VoteSite } from '../ports'

const MINUTE_MS = 60_000

/** French refusals of the console's content actions (the operator reads them). */
export const CONTENT_REFUSALS = {
  promotionNotFound: 'Promotion introuvable.',
  promotionStarted: 'Une promotion commencée ne peut plus être modifiée ni supprimée.',
  promotionInPast: 'Une nouvelle promotion ne peut pas commencer dans le passé.',
  unknownStage: 'Palier de fidélité inconnu.',
  unknownItem: 'Objet inconnu du catalogue du portail.',
  noMonthReward: "Ce palier n'a pas de récompense propre à ce mois.",
  emptyNotice: "Écrivez le texte de l'avis avant de l'afficher.",
} as const

/** An action's audit row with its outcome: refused ones change nothing else and are kept too. */
type Audited<T> =
  | { ok: true; value: T; details?: AuditOf['details'] }
  | { ok: false; code: AdminRefusalCode; message: string }

/**
 * Runs an operator's content action in one transaction with its audit row: the row says
 * `applied` with what changed, or `refused` with the French reason, and commits with it.
 */
async function auditedAction<T>(
  { store }: Ports,
  operator: Caller,
  what: Pick<AuditOf, 'action' | 'target' | 'reason' | 'details'>,
  work: (tx: StoreTx) => Promise<Audited<T>>,
): Promise<Audited<T>> {
  return store.transaction(async (tx) => {
    const outcome = await work(tx)
    await audit(tx, operator, {
      ...what,
      details: { ...what.details, ...(outcome.ok ? outcome.details : {}) },
      result: outcome.ok ? 'applied' : 'refused',
      message: outcome.ok ? null : outcome.message,
    })
    return outcome
  })
}

const windowOf = ({ start, end, multiplier }: PromotionInput): Promotion => ({
  start: new Date(start).toISOString(),
  end: new Date(end).toISOString(),
  multiplier,
})

/** A refusal by its code, with its French message (contract/schemas/admin.ts AdminRefusalSchema). */
const refused = (code: keyof typeof CONTENT_REFUSALS) =>
  ({ ok: false, code, message: CONTENT_REFUSALS[code] }) as const
/** A window the promotion rules refuse (contract/rules/promotion.ts), with their message. */
const invalidWindow = (message: string) =>
  ({ ok: false, code: 'promotionInvalid', message }) as const
const refusal = ({ code, message }: { code: AdminRefusalCode; message: string }) =>
  ({ status: 400, body: { code, message } }) as const

const siteView = (site: VoteSite): AdminVoteSite => ({
  id: site.id,
  name: site.name,
  link: site.link,
  image: site.image,
  cooldownMinutes: Math.round(site.cooldownMs / MINUTE_MS),
  verification: site.verification,
})

/** The console's content routes (/admin/content), behind the admin guard, each change audited. */
export function adminContentRouter(ports: Ports) {
  const { store, clock } = ports
  const admin = adminRoutes(ports)
  const routes = contract.adminContent

  /** A window the operator schedules or changes, checked against the others at `now`. */
  const checkWindow = (
    candidate: Promotion,
    others: readonly Promotion[],
    now: Date,
  ): string | null => {
    const problem = promotionProblem(candidate, others)
    if (problem) return problem
    return Date.parse(candidate.start) < now.getTime() ? CONTENT_REFUSALS.promotionInPast : null
  }

  return tsr.router(routes, {
    promotions: admin(routes.promotions, async () => {
      const windows = await store.transaction((tx) => tx.content.listPromotions())
      return { status: 200, body: { windows } }
    }),

    schedulePromotion: admin(routes.schedulePromotion, async ({ body }, caller) => {
      const window = windowOf(body)
      const what = {
        action: 'promotion.schedule',
        target: null,
        reason: body.reason,
        details: { ...window },
      }
      const outcome = await auditedAction(ports, caller, what, async (tx) => {
        const problem = checkWindow(window, await tx.content.lockPromotions(), clock.now())
        if (problem) return invalidWindow(problem)
        const row = await tx.content.insertPromotion(window)
        return { ok: true, value: row, details: { id: row.id } }
      })
      return outcome.ok ? { status: 201, body: outcome.value } : refusal(outcome)
    }),

    changePromotion: admin(routes.changePromotion, async ({ params, body }, caller) => {
      const window = windowOf(body)
      const target = `promotion:${params.id}`
      const what = {
        action: 'promotion.change',
        target,
        reason: body.reason,
        details: { ...window },
      }
      const outcome = await auditedAction(ports, caller, what, async (tx) => {
        const all = await tx.content.lockPromotions()
        const current = all.find((p) => p.id === params.id)
        if (!current) return refused('promotionNotFound')
        const now = clock.now()
        if (Date.parse(current.start) <= now.getTime()) return refused('promotionStarted')
        const problem = checkWindow(
          window,
          all.filter((p) => p.id !== params.id),
          now,
        )
        if (problem) return invalidWindow(problem)
        await tx.content.updatePromotion(params.id, window)
        return { ok: true, value: { id: params.id, ...window } }
      })
      return outcome.ok ? { status: 200, body: outcome.value } : refusal(outcome)
    }),

    cancelPromotion: admin(routes.cancelPromotion, async ({ params, body }, caller) => {
      const target = `promotion:${params.id}`
      const what = { action: 'promotion.cancel', target, reason: body.reason, details: {} }
      const outcome = await auditedAction(ports, caller, what, async (tx) => {
        const current = (await tx.content.lockPromotions()).find((p) => p.id === params.id)
        if (!current) return refused('promotionNotFound')
        if (Date.parse(current.start) <= clock.now().getTime()) {
          return refused('promotionStarted')
        }
        await tx.content.deletePromotion(params.id)
        return { ok: true, value: { id: params.id }, details: { ...current } }
      })
      return outcome.ok ? { status: 200, body: outcome.value } : refusal(outcome)
    }),

    rewards: admin(routes.rewards, async () => {
      const rows = await store.transaction((tx) => tx.content.listRewards())
      const rewards = rows
        .filter((row) => row.active)
        .map(({ id, stageId, itemId, description, month }) => ({
          id,
          stageId,
          itemId,
          description,
          month,
        }))
      return { status: 200, body: { rewards } }
    }),

    setReward: admin(routes.setReward, async ({ body }, caller) => {
      const { month, stageId, itemId, reason } = body
      const description = body.description ? body.description : null
      const target = `reward:${month ?? 'standing'}:${stageId}`
      const what = {
        action: 'reward.set',
        target,
        reason,
        details: { month, stageId, itemId, description },
      }
      const outcome = await auditedAction(ports, caller, what, async (tx) => {
        if (!LOYALTY_STAGES.some((stage) => stage.id === stageId)) return refused('unknownStage')
        if (!itemById(itemId)) return refused('unknownItem')
        const row = await tx.content.setReward({ month, stageId, itemId, description })
        return { ok: true, value: row, details: { id: row.id } }
      })
      if (!outcome.ok) return refusal(outcome)
      const { id } = outcome.value
      return { status: 200, body: { id, month, stageId, itemId, description } }
    }),

    removeReward: admin(routes.removeReward, async ({ body }, caller) => {
      const { month, stageId, reason } = body
      const what = {
        action: 'reward.remove',
        target: `reward:${month}:${stageId}`,
        reason,
        details: { month, stageId },
      }
      const outcome = await auditedAction(ports, caller, what, async (tx) =>
        (await tx.content.retireReward(month, stageId))
          ? { ok: true as const, value: true }
          : refused('noMonthReward'),
      )
      return outcome.ok ? { status: 200, body: { removed: true } } : refusal(outcome)
    }),

    notice: admin(routes.notice, async () => {
      const notice = await store.transaction((tx) => tx.content.getNotice())
      return { status: 200, body: notice }
    }),

    setNotice: admin(routes.setNotice, async ({ body }, caller) => {
      const { message, enabled, reason } = body
      const what = { action: 'notice.set', target: null, reason, details: { message, enabled } }
      const outcome = await auditedAction(ports, caller, what, async (tx) => {
        if (enabled && message === '') return refused('emptyNotice')
        await tx.content.setNotice({ message, enabled })
        return { ok: true, value: { message, enabled } }
      })
      return outcome.ok ? { status: 200, body: outcome.value } : refusal(outcome)
    }),

    voteSites: admin(routes.voteSites, async () => {
      const sites = await store.transaction((tx) => tx.votes.listSites())
      return { status: 200, body: { sites: sites.map(siteView) } }
    }),

    setVoteSite: admin(routes.setVoteSite, async ({ params, body }, caller) => {
      const { reason, cooldownMinutes, ...fields } = body
      const site: VoteSite = { id: params.id, ...fields, cooldownMs: cooldownMinutes * MINUTE_MS }
      const details = {
        name: site.name,
        link: site.link,
        image: site.image,
        cooldownMinutes,
        // The settings hold secrets (server tokens, pingback keys): the log names their kind only.
        verification: site.verification?.kind ?? null,
      }
      const what = { action: 'vote-site.save', target: `vote-site:${params.id}`, reason, details }
      const outcome = await auditedAction(ports, caller, what, async (tx) => {
        await tx.votes.saveSite(site)
        return { ok: true, value: siteView(site) }
      })
      return outcome.ok ? { status: 200, body: outcome.value } : refusal(outcome)
    }),
  })
}
