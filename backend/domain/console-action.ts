import type { AdminRefusalCode } from '@contract/schemas'
import { audit, type AuditOf } from './audit'
import { idempotent } from './idempotency'
import type { Caller, StorePort, StoreTx } from '../ports'

export type Applied<T> = {
  ok: true
  details: AuditOf['details']
  answer: (auditId: string) => Promise<T>
}
export type Refused = {
  ok: false
  status: 400 | 404 | 409
  code: AdminRefusalCode
  message: string
  details?: AuditOf['details']
}

/** A refusal's answer: its code and its French message (the contract's AdminRefusalSchema). */
export const refusal = <S extends Refused['status']>(
  status: S,
  code: AdminRefusalCode,
  message: string,
) => ({ status, body: { code, message } }) as const

/**
 * An action of the console: its effect and its row of the audit log in one transaction, at most
 * once per Idempotency-Key for the player it concerns (two operators sending one key apply it
 * once). A refusal is audited too, and changes nothing else.
 */
export async function action<T extends { status: number; body: unknown }>(
  tx: StoreTx,
  operator: Caller,
  request: { player: string; key: string | undefined; route: string; body: object },
  what: Omit<AuditOf, 'result' | 'message' | 'details'>,
  work: () => Promise<Applied<T> | Refused>,
) {
  return idempotent(
    tx,
    {
      uid: `admin:${request.player}`,
      key: request.key,
      route: request.route,
      body: request.body as Record<string, unknown>,
    },
    async () => {
      const outcome = await work()
      if (!outcome.ok) {
        await audit(tx, operator, {
          ...what,
          result: 'refused',
          message: outcome.message,
          details: outcome.details ?? {},
        })
        return refusal(outcome.status, outcome.code, outcome.message)
      }
      const auditId = await audit(tx, operator, {
        ...what,
        result: 'applied',
        message: null,
        details: outcome.details,
      })
      return outcome.answer(String(auditId))
    },
  )
}

/**
 * Thrown inside an action's transaction when a conditional write lost a race after others were
 * made: the transaction is undone, then the refusal answered and audited (actionOnce).
 */
export class LostRace extends Error {
  constructor(readonly refused: Refused) {
    super(refused.message)
    this.name = 'LostRace'
  }
}

/** An action in its own transaction; one that lost a race is undone and answered as its refusal. */
export async function actionOnce<T extends { status: number; body: unknown }>(
  store: StorePort,
  operator: Caller,
  request: { player: string; key: string | undefined; route: string; body: object },
  what: Omit<AuditOf, 'result' | 'message' | 'details'>,
  work: (tx: StoreTx) => Promise<Applied<T> | Refused>,
) {
  try {
    return await store.transaction((tx) => action<T>(tx, operator, request, what, () => work(tx)))
  } catch (error) {
    if (!(error instanceof LostRace)) throw error
    const lost = { ...request, key: undefined }
    return store.transaction((tx) => action<T>(tx, operator, lost, what, async () => error.refused))
  }
}
