import { PlayerCodeRefusalSchema } from '@contract/schemas'
import type { CodeAsked } from '@machines/second-factor-code'

/**
 * The 403 of an action the player's second factor guards, as a flow's outcome: the server's
 * French message, and whether the code sent was refused; null for any other answer.
 */
export function codeAskedOf(answer: { status: number; body: unknown }): CodeAsked | null {
  if (answer.status !== 403) return null
  const refusal = PlayerCodeRefusalSchema.safeParse(answer.body)
  if (!refusal.success) return null
  const { code, message } = refusal.data
  return { kind: 'codeAsked', invalid: code === 'secondFactorCodeInvalid', message }
}

/** The header that carries the player's code, when there is one to send. */
export function codeHeader(secondFactorCode: string | undefined) {
  return secondFactorCode ? { 'x-second-factor-code': secondFactorCode } : {}
}
