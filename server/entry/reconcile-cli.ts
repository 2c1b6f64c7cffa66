/**
 * The reconciliation of payments:  npm run payments:reconcile [-- --days N]
 * Lists the Checkout sessions Stripe completed in the last N days (default 3) and credits, once,
 * each paid one the portal has not fulfilled (a webhook lost for good); prints what it found and
 * did. Same environment as the server (DATABASE_URL, STRIPE_SECRET_KEY, STRIPE_PRICE_*).
 */
import { checkNodeDatabase, configFromEnv } from '../config'
import { createApiServer } from '../http/app'
import { stripeFromEnv } from '../stripe/payments'
import { RECONCILE_DEFAULT_DAYS, describeReconcile, reconcilePayments } from '../jobs/reconcile'

function daysFromArgs(args: readonly string[]): number {
  const at = args.indexOf('--days')
  if (at === -1) return RECONCILE_DEFAULT_DAYS
  const days = Number(args[at + 1])
  if (!Number.isInteger(days) || days <= 0)
    throw new Error('--days expects a positive whole number')
  return days
}

checkNodeDatabase(process.env)
const stripe = stripeFromEnv(process.env)
if (!stripe) {
  console.error('STRIPE_SECRET_KEY is not set: nothing to reconcile against')
  process.exit(1)
}
const api = await createApiServer({ ...configFromEnv(process.env), deliveries: 'enqueue' })
try {
  const report = await reconcilePayments({
    stripe,
    ports: api.ports,
    days: daysFromArgs(process.argv),
  })
  for (const line of describeReconcile(report)) console.log(line)
} finally {
  await api.close()
}
