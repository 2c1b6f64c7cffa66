import { alertOperatorChange, alertSecondFactorReset } from '@backend/domain/alerts'
import type { StorePort } from '@backend/ports'
import {
  applyOperatorCommand,
  type OperatorCommand,
  type OperatorDirectory,
} from '../adapters/operators'

/** Who runs `npm run admin`: the shell's user on this machine (the CLI has no signed-in operator). */
export const cliOperator = (user: string) => ({ uid: `cli:${user}`, email: null })

/**
 * `npm run admin -- grant|revoke <email>` with its row of the audit log (docs/operator-console.md):
 * action `operator.grant` or `operator.revoke`, on the user's uid, by `cli:<shell user>`. A
 * command that fails is recorded as refused, with why, and its error thrown again.
 */
export async function runOperatorCommand(
  auth: OperatorDirectory,
  store: StorePort,
  command: OperatorCommand,
  runBy: string,
): Promise<string> {
  const operator = cliOperator(runBy)
  const record = (result: 'applied' | 'refused', target: string | null, message: string | null) =>
    store.transaction(async (tx) => {
      // The operators' channel hears of every access granted or revoked (decision 060).
      if (result === 'applied' && command.action !== 'reset-2fa') {
        await alertOperatorChange(tx, new Date(), command.action)
      }
      return tx.audit.append({
        operatorUid: operator.uid,
        operatorEmail: operator.email,
        action: `operator.${command.action}`,
        target,
        reason: `npm run admin -- ${command.action}`,
        result,
        message,
        details: { email: command.email },
      })
    })
  if (command.action === 'reset-2fa') return resetSecondFactor(auth, store, command.email, operator)
  let line: string
  try {
    line = await applyOperatorCommand(auth, { action: command.action, email: command.email })
  } catch (error) {
    await record('refused', null, error instanceof Error ? error.message : String(error))
    throw error
  }
  const { uid } = await auth.getUserByEmail(command.email)
  await record('applied', uid, null)
  return line
}

/**
 * `npm run admin -- reset-2fa <email>`: the last operator locked out of the console (lost phone
 * and recovery codes) loses his second factor and enrols again at his next visit; in the audit
 * log as `second-factor.reset` (docs/decisions/059).
 */
async function resetSecondFactor(
  auth: OperatorDirectory,
  store: StorePort,
  email: string,
  operator: ReturnType<typeof cliOperator>,
): Promise<string> {
  const { uid } = await auth.getUserByEmail(email)
  const removed = await store.transaction(async (tx) => {
    const done = await tx.secondFactors.remove(uid)
    if (done) await alertSecondFactorReset(tx, new Date())
    await tx.audit.append({
      operatorUid: operator.uid,
      operatorEmail: operator.email,
      action: 'second-factor.reset',
      target: uid,
      reason: 'npm run admin -- reset-2fa',
      result: done ? 'applied' : 'refused',
      message: done ? null : 'Aucun second facteur n’est actif sur ce compte.',
      details: { email },
    })
    return done
  })
  return removed
    ? `${email} (${uid}): second factor removed; they enrol again at their next visit`
    : `${email} (${uid}) has no second factor`
}
