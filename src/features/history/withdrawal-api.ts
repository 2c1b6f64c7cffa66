import type { WithdrawalRequest, WithdrawalsView } from '@contract/schemas'
import type { WithdrawalOutcome } from '@machines/withdrawal.machine'
import type { ApiClient } from '@/shared/api/client'
import { readOk, type Loaded } from '@/shared/api/loaded'
import { submitOnce } from '@/shared/api/submit-once'

/** The search parameter that preselects a purchase: /retractation?achat=<paymentId>. */
export const PURCHASE_PARAM = 'achat'

/** The player's purchases with what may be withdrawn, and the withdrawals made. */
export const readWithdrawals = (api: ApiClient): Promise<Loaded<WithdrawalsView>> =>
  readOk(api.withdrawals.view())

/** /retractation: the view, and the purchase the link preselects. */
export function withdrawalLoader(api: ApiClient, request: Request) {
  const preselected = new URL(request.url).searchParams.get(PURCHASE_PARAM)
  return { preselected, view: readWithdrawals(api) }
}
export type WithdrawalData = ReturnType<typeof withdrawalLoader>

/**
 * The confirmed withdrawal, sent at most once (one idempotency key while the answer is lost):
 * 201 withdrawn; a refusal with its French message; no answer throws (the outcome unknown).
 */
export async function sendWithdrawal(
  api: ApiClient,
  request: WithdrawalRequest,
): Promise<WithdrawalOutcome> {
  const answer = await submitOnce((key) =>
    api.withdrawals.withdraw({ body: request, headers: { 'idempotency-key': key } }),
  )
  if (answer.status === 201) return { kind: 'withdrawn', withdrawal: answer.body }
  if (answer.status === 0) throw new Error('withdrawal: no answer')
  const body = answer.body as { message?: unknown }
  const message =
    typeof body?.message === 'string' && answer.status < 500
      ? body.message
      : "La rétractation n'a pas pu être enregistrée. Réessayez dans quelques instants."
  return { kind: 'refused', message }
}
