import {
  AdminRefusalSchema,
  PaymentFilterStatusSchema,
  type AdminRefusal,
  type PaymentFilterStatus,
} from '@contract/schemas'
import type { ApiClient } from '@/shared/api/client'
import { loaded, notLoaded, type Loaded } from '@/shared/api/loaded'

/**
 * The console's reads and what its actions answer (docs/operator-console.md): one loader per
 * page (src/app/routes/admin-*.ts), each read narrowed by the contract's types.
 */

/** A console read: its data, a failure, or the server's refusal, shown as it says (« Joueur introuvable. »). */
export type ConsoleLoaded<T> = Loaded<T> | { ok: false; failure: 'refused'; refusal: AdminRefusal }

/** The refusal an answer carries (a code and its French message), or null for any other answer. */
export function refusalOf(answer: { status: number; body: unknown }): AdminRefusal | null {
  if (answer.status < 400 || answer.status >= 500) return null
  const refusal = AdminRefusalSchema.safeParse(answer.body)
  return refusal.success ? refusal.data : null
}

/** A read: the 200 answer's body, the server's refusal, or the failure of any other answer. */
function readConsole<R extends { status: number; body: unknown }>(
  call: Promise<R>,
): Promise<ConsoleLoaded<Extract<R, { status: 200 }>['body']>> {
  const isOk = (answer: R): answer is Extract<R, { status: 200 }> => answer.status === 200
  return call.then(
    (answer) => {
      if (isOk(answer)) return loaded(answer.body)
      const refusal = refusalOf(answer)
      return refusal ? { ok: false, failure: 'refused', refusal } : notLoaded(answer)
    },
    (error: unknown) => {
      console.error(error)
      return { ok: false, failure: 'invalid-response' } as const
    },
  )
}

/** The search parameter of the players' search (`?q=`): at least 2 characters. */
export const PLAYER_QUERY_PARAM = 'q'
export const PLAYER_QUERY_MIN = 2

/** /admin: the players the search finds, once something was searched. */
export function playersLoader(api: ApiClient, request: Request) {
  const q = new URL(request.url).searchParams.get(PLAYER_QUERY_PARAM)?.trim() ?? ''
  if (q.length < PLAYER_QUERY_MIN) return { q: null, players: null }
  return { q, players: readConsole(api.admin.players({ query: { q } })) }
}
export type PlayersData = ReturnType<typeof playersLoader>

/** /admin/joueurs/:uid: the player (balance, accounts, cases) and his history. */
export function playerLoader(api: ApiClient, uid: string) {
  return {
    uid,
    player: readConsole(api.admin.player({ params: { uid } })),
    history: readConsole(api.admin.playerHistory({ params: { uid }, query: {} })),
    ban: readConsole(api.operations.playerBan({ params: { uid } })),
    audit: readConsole(api.admin.audit({ query: { target: uid } })),
  }
}
export type PlayerData = ReturnType<typeof playerLoader>

/** /admin/journal: the newest page of the audit log. */
export function auditLoader(api: ApiClient) {
  return { audit: readConsole(api.admin.audit({ query: {} })) }
}
export type AuditData = ReturnType<typeof auditLoader>

/** The payments' filters, as search parameters (`?mois=2026-05&statut=paid`). */
export const PAYMENT_PARAMS = { month: 'mois', status: 'statut' } as const
export const MONTH_PATTERN = /^\d{4}-\d{2}$/

/** /admin/paiements: the payments and the totals per month, filtered by month and status. */
export function paymentsLoader(api: ApiClient, request: Request) {
  const search = new URL(request.url).searchParams
  const month = search.get(PAYMENT_PARAMS.month) ?? ''
  const status = PaymentFilterStatusSchema.options.find(
    (known) => known === search.get(PAYMENT_PARAMS.status),
  )
  const query: { month?: string; status?: PaymentFilterStatus } = {
    ...(MONTH_PATTERN.test(month) ? { month } : {}),
    ...(status ? { status } : {}),
  }
  return { month, status: status ?? null, report: readConsole(api.admin.payments({ query })) }
}
export type PaymentsData = ReturnType<typeof paymentsLoader>

/** /admin/promotions: every promotion window, past ones included. */
export function promotionsLoader(api: ApiClient) {
  return { promotions: readConsole(api.adminContent.promotions()) }
}
export type PromotionsData = ReturnType<typeof promotionsLoader>

/** /admin/recompenses: the loyalty rewards, standing and of each month. */
export function rewardsLoader(api: ApiClient) {
  return { rewards: readConsole(api.adminContent.rewards()) }
}
export type RewardsData = ReturnType<typeof rewardsLoader>

/** /admin/maintenance: the maintenance notice, on or off. */
export function noticeLoader(api: ApiClient) {
  return { notice: readConsole(api.adminContent.notice()) }
}
export type NoticeData = ReturnType<typeof noticeLoader>

/** /admin/incidents: every incident and planned maintenance. */
export function incidentsLoader(api: ApiClient) {
  return { incidents: readConsole(api.adminStatus.incidents()) }
}
export type IncidentsData = ReturnType<typeof incidentsLoader>

/** /admin/sites-de-vote: the vote sites with their settings. */
export function voteSitesLoader(api: ApiClient) {
  return { sites: readConsole(api.adminContent.voteSites()) }
}
export type VoteSitesData = ReturnType<typeof voteSitesLoader>

/** /admin/approbations: the credits and debits waiting for a second operator. */
export function approvalsLoader(api: ApiClient) {
  return { approvals: readConsole(api.operations.approvals({ query: {} })) }
}
export type ApprovalsData = ReturnType<typeof approvalsLoader>
/** /admin/actualites: every news item, drafts and scheduled ones included. */
export function newsLoader(api: ApiClient) {
  return { news: readConsole(api.news.console.list()) }
}
export type NewsData = ReturnType<typeof newsLoader>
