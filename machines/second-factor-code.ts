/**
 * The server asks a player's second-factor code before an action his enabled second factor
 * guards (a game account's password, a big transfer: docs/decisions/059): nothing was done, the
 * form stays and shows a code field with the server's French message; sent again with the code.
 * `invalid`: the code sent was wrong or already used.
 */
export interface CodeAsked {
  kind: 'codeAsked'
  invalid: boolean
  message: string
}

/** What a form keeps while the code is asked: the server's message and whether it refused one. */
export type CodeRequest = Pick<CodeAsked, 'invalid' | 'message'>

/** A code field left empty: nothing is sent. */
export const CODE_MISSING: CodeRequest = {
  invalid: true,
  message: "Saisissez le code de votre application d'authentification ou un code de secours.",
}

/** The request a code outcome leaves in a form's context, else null. */
export function codeRequestOf(outcome: { kind: string }): CodeRequest | null {
  if (outcome.kind !== 'codeAsked') return null
  const { invalid, message } = outcome as CodeAsked
  return { invalid, message }
}

/** The code to send: the typed one once asked, else none. */
export function codeToSend(context: { code: string; codeRequest: CodeRequest | null }) {
  const code = context.code.trim()
  return context.codeRequest && code !== '' ? { secondFactorCode: code } : {}
}
