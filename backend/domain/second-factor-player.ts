import type { PlayerCodeRefusal } from '@contract/schemas'
import type { Ports, StoreTx } from '../ports'
import { PLAYER_CODE_HEADER, SECOND_FACTOR_MESSAGES, takeCode } from './second-factor'

type CodeRefusal = { status: 403; body: PlayerCodeRefusal }

/** A refused code, thrown inside the action's transaction: it leaves nothing, its key free. */
class CodeRefused extends Error {
  constructor(readonly refusal: CodeRefusal) {
    super(refusal.body.code)
  }
}

/**
 * A player's enabled second factor guards his game accounts' passwords and transfers above a
 * threshold (docs/decisions/059): the code sent in x-second-factor-code is taken (a step never
 * accepted twice, a recovery code used once) before the action. Null when it may go on without
 * one: no confirmed second factor. The code is taken inside the action's transaction, after its
 * idempotency key, so that the retry of a request whose answer was lost answers as the first did
 * instead of refusing its already used code (decision 068). `refused` when a code is missing;
 * `take(tx)` throws a refused code, which `answered` turns into its 403.
 */
export async function playerCodeGuard(
  ports: Pick<Ports, 'secrets' | 'clock' | 'store'>,
  uid: string,
  headers: Headers | Record<string, unknown>,
): Promise<{ refused: CodeRefusal } | { take: (tx: StoreTx) => Promise<void> } | null> {
  const row = await ports.store.read((reads) => reads.secondFactors.get(uid))
  if (!row?.confirmed) return null
  const sent =
    headers instanceof Headers ? headers.get(PLAYER_CODE_HEADER) : headers[PLAYER_CODE_HEADER]
  if (typeof sent !== 'string' || sent.trim() === '') {
    const message = SECOND_FACTOR_MESSAGES.playerCode
    return { refused: { status: 403, body: { code: 'secondFactorCodeRequired', message } } }
  }
  return {
    async take(tx) {
      if ((await takeCode(ports, tx, uid, sent)) !== 'invalid') return
      const message = SECOND_FACTOR_MESSAGES.invalid
      throw new CodeRefused({ status: 403, body: { code: 'secondFactorCodeInvalid', message } })
    },
  }
}

/** The action's answer, or the 403 of a code its guard refused. */
export async function answered<T>(action: () => Promise<T>): Promise<T | CodeRefusal> {
  try {
    return await action()
  } catch (error) {
    if (error instanceof CodeRefused) return error.refusal
    throw error
  }
}
