import type { PlayerCodeRefusal } from '@contract/schemas'
import type { Ports } from '../ports'
import { PLAYER_CODE_HEADER, SECOND_FACTOR_MESSAGES, takeCode } from './second-factor'

/**
 * A player's enabled second factor guards his game accounts' passwords and transfers above a
 * threshold (docs/decisions/059): the code sent in x-second-factor-code is taken (a step never
 * accepted twice, a recovery code used once) before the action. Null when it may go on: no
 * confirmed second factor, or a valid code.
 */
export async function playerCodeRefusal(
  ports: Pick<Ports, 'secrets' | 'clock' | 'store'>,
  uid: string,
  headers: Headers | Record<string, unknown>,
): Promise<{ status: 403; body: PlayerCodeRefusal } | null> {
  const row = await ports.store.read((reads) => reads.secondFactors.get(uid))
  if (!row?.confirmed) return null
  const sent =
    headers instanceof Headers ? headers.get(PLAYER_CODE_HEADER) : headers[PLAYER_CODE_HEADER]
  if (typeof sent !== 'string' || sent.trim() === '') {
    const message = SECOND_FACTOR_MESSAGES.playerCode
    return { status: 403, body: { code: 'secondFactorCodeRequired', message } }
  }
  const taken = await ports.store.transaction((tx) => takeCode(ports, tx, uid, sent))
  if (taken !== 'invalid') return null
  const message = SECOND_FACTOR_MESSAGES.invalid
  return { status: 403, body: { code: 'secondFactorCodeInvalid', message } }
}
