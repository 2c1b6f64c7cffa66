/**
 * The API as a Firebase Cloud Functions (2nd gen) HTTPS function, configured
 * by the same environment as the Node server (DATABASE_URL is required there:
 * a function's disk does not last; see startFunctionServer). Stripe's webhook answers beside it,
 * at /webhooks/stripe.
 */
import { onRequest, type Request } from 'firebase-functions/v2/https'
import { checkFunctionsProxyHops, clientIpOf, trustedHopsFrom } from '@backend/http/client-ip'
import type { ApiHandler } from '@backend/http/handler'
import { requestFromRaw } from '@backend/http/raw-request'
import { onSchedule } from 'firebase-functions/v2/scheduler'
import { settleDeliveries } from '@backend/routes/deliveries'
import { createApiServer, type ApiServer } from '../http/app'
import { checkFunctionsDatabase, configFromEnv, gameFromEnv } from '../config'
import { failureAnswer } from '../http/http'
import { writeCachedAnswer, writeResponse, type RawResponse } from '../http/bridge'
import { stripeFromEnv } from '../stripe/payments'
import { describeReconcile, reconcilePayments } from '../jobs/reconcile'

type FunctionRequest = Pick<Request, 'method' | 'originalUrl' | 'headers' | 'rawBody'> & {
  socket?: { remoteAddress?: string }
}

/**
 * One request of the functions host (its response is Node's, with the CORS
 * headers of onRequest's options already set) through the fetch
 * handler (rawBody: the host read it).
 */
export function functionAdapter(handler: () => Promise<ApiHandler>, trustedHops = 0) {
  const adapted = adapt(handler, trustedHops)
  return (req: FunctionRequest, res: RawResponse): Promise<void> =>
    // A start that failed on an unreachable database: 503, the next call starts again.
    adapted(req, res).catch((error: unknown) => writeResponse(res, failureAnswer(error)))
}

function adapt(handler: () => Promise<ApiHandler>, trustedHops: number) {
  return async (req: FunctionRequest, res: RawResponse): Promise<void> => {
    if (req.method === 'GET' && req.originalUrl) {
      // A public answer the API gave already (the ranking): written without a fetch Request.
      const ifNoneMatch = req.headers['if-none-match']
      const cached = (await handler()).cached?.(
        req.originalUrl,
        typeof ifNoneMatch === 'string' ? ifNoneMatch : null,
      )
      if (cached) return writeCachedAnswer(res, cached)
    }
    const request = requestFromRaw({
      method: req.method,
      target: req.originalUrl,
      headers: req.headers,
      body: req.rawBody ? new Uint8Array(req.rawBody) : null,
      base: 'http://api.invalid',
      clientIp: clientIpOf({
        peer: req.socket?.remoteAddress,
        forwardedFor: req.headers['x-forwarded-for'],
        trustedHops,
      }),
    })
    const answer = request instanceof Response ? request : await (await handler())(request)
    await writeResponse(res, answer)
  }
}

/**
 * The API server of a function instance. It refuses to start without DATABASE_URL (checked at
 * the first call, not when the module loads: the deploy loads it to list the functions, perhaps
 * without the secrets). A function instance only queues deliveries (DELIVERIES=enqueue): it lives
 * while it answers. The scheduled function `deliveries` sends them, every minute, through the
 * same queue.
 */
export async function startFunctionServer(env: NodeJS.ProcessEnv): Promise<ApiServer> {
  checkFunctionsDatabase(env)
  checkFunctionsProxyHops(trustedHopsFrom(env.TRUST_PROXY_HOPS))
  return createApiServer({
    ...configFromEnv(env),
    game: await gameFromEnv(env),
    deliveries: 'enqueue',
  })
}

/**
 * `start` once, its promise shared by the calls that wait for it; a failed start (the database
 * out of reach at a cold start) is forgotten, so that the next call starts again instead of
 * failing with the same error until the instance is recycled.
 */
export function startOnce<T>(start: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | null = null
  return () =>
    (started ??= start().catch((error: unknown) => {
      started = null
      throw error
    }))
}

const lazyServer = startOnce(() => startFunctionServer(process.env))
const lazyHandler = async () => (await lazyServer()).handler

const { webOrigins, trustProxyHops } = configFromEnv(process.env)

export const api = onRequest({ cors: webOrigins }, functionAdapter(lazyHandler, trustProxyHops))

/** Every minute: every pending delivery sent to the game, and what characters received read back. */
export const deliveries = onSchedule('every 1 minutes', async () => {
  const { ports } = await lazyServer()
  await settleDeliveries(ports)
})

/**
 * Every 6 hours: the Checkout sessions Stripe completed in the last 3 days, each paid one the
 * webhook did not fulfil credited once (docs/payments.md). Without STRIPE_SECRET_KEY, nothing.
 */
export const reconcile = onSchedule('every 6 hours', async () => {
  const stripe = stripeFromEnv(process.env)
  if (!stripe) return
  const { ports } = await lazyServer()
  const report = await reconcilePayments({ stripe, ports })
  console.log(JSON.stringify({ msg: 'payments reconciled', lines: describeReconcile(report) }))
})
