import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for the parts of Stripe's API the server calls (the SDK's host, port and
 * protocol settings point at it). Stripe itself cannot run here:
 * - POST /v1/checkout/sessions, with its idempotency (one session per key), the session kept with
 *   the metadata the server wrote in it (`created`);
 * - GET /v1/checkout/sessions (created[gte], status, limit, starting_after) over `listed`;
 * - GET /v1/payment_intents/:id with its latest charge (a charge of `charges`, else one neither
 *   refunded nor disputed), GET /v1/disputes?payment_intent= over `disputes`;
 *   (`failIntents`: answered 500, Stripe out of reach);
 * - POST /v1/refunds, one refund per idempotency key, into `refunds` (`failRefunds`: refused;
 *   `loseRefunds`: taken but answered 500, the answer lost);
 * - GET /v1/webhook_endpoints over `endpoints` (`failEndpoints`: answered 403, as a key
 *   restricted without that permission is).
 */

export interface SeenRequest {
  method: string
  path: string
  idempotencyKey: string | undefined
  params: URLSearchParams
}

export interface StandInCharge {
  id: string
  amount: number
  amount_refunded: number
  disputed: boolean
}

export interface StandInDispute {
  id: string
  status: 'needs_response' | 'under_review' | 'won' | 'lost' | 'warning_closed'
}

const read = async (req: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString()
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_stand_in' })
  res.end(JSON.stringify(body))
}

const list = (url: string, data: unknown[], hasMore = false) => ({
  object: 'list',
  url,
  has_more: hasMore,
  data,
})

/** The bracketed form fields of a prefix (metadata[uid]=... → { uid: ... }). */
function nested(params: URLSearchParams, prefix: string): Record<string, string> {
  const found: Record<string, string> = {}
  for (const [key, value] of params) {
    const match = new RegExp(`^${prefix}\\[([^\\]]+)\\]$`).exec(key)
    if (match?.[1]) found[match[1]] = value
  }
  return found
}

export async function startStripeStandIn() {
  const seen: SeenRequest[] = []
  const listed: Record<string, unknown>[] = []
  const created = new Map<string, Record<string, unknown>>()
  const charges = new Map<string, StandInCharge>()
  const disputes = new Map<string, StandInDispute>()
  const endpoints: { id: string; url: string; enabled_events: string[]; status: string }[] = []
  const state = { failEndpoints: false, failIntents: false, failRefunds: false, loseRefunds: false }
  /** Refunds taken, one per idempotency key (POST /v1/refunds). */
  const refunds: { id: string; payment_intent: string; amount: number; key?: string }[] = []
  const byKey = new Map<string, Record<string, unknown>>()
  let sessionCount = 0

  function route(req: IncomingMessage, res: ServerResponse, params: URLSearchParams) {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const path = url.pathname
    if (req.method === 'GET' && path === '/v1/checkout/sessions') {
      const gte = Number(url.searchParams.get('created[gte]') ?? 0)
      const status = url.searchParams.get('status')
      const limit = Number(url.searchParams.get('limit') ?? 10)
      const after = url.searchParams.get('starting_after')
      const matching = listed
        .filter((s) => Number(s.created) >= gte && (!status || s.status === status))
        .sort((a, b) => Number(b.created) - Number(a.created))
      const start = after ? matching.findIndex((s) => s.id === after) + 1 : 0
      const data = matching.slice(start, start + limit)
      return json(res, 200, list(path, data, start + limit < matching.length))
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const key = req.headers['idempotency-key'] as string | undefined
      let session = key ? byKey.get(key) : undefined
      if (!session) {
        sessionCount += 1
        const id = `cs_test_${sessionCount}`
        session = { id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` }
        created.set(id, {
          ...session,
          client_reference_id: params.get('client_reference_id'),
          metadata: nested(params, 'metadata'),
          created: Math.floor(Date.now() / 1000),
          payment_intent: `pi_${id}`,
        })
        if (key) byKey.set(key, session)
      }
      return json(res, 200, session)
    }
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)?.[1]
    if (req.method === 'GET' && intent) {
      if (state.failIntents) {
        return json(res, 500, { error: { type: 'api_error', message: 'Stand-in down' } })
      }
      const charge = charges.get(intent) ?? {
        id: `ch_${intent}`,
        amount: 1999,
        amount_refunded: 0,
        disputed: false,
      }
      const latest = { object: 'charge', payment_intent: intent, ...charge }
      return json(res, 200, { id: intent, object: 'payment_intent', latest_charge: latest })
    }
    // failRefunds: refused (500, nothing taken); loseRefunds: taken, its answer lost (500).
    if (req.method === 'POST' && path === '/v1/refunds') {
      if (state.failRefunds)
        return json(res, 500, { error: { type: 'api_error', message: 'Down' } })
      const key = req.headers['idempotency-key'] as string | undefined
      let refund = refunds.find((r) => key && r.key === key)
      if (!refund) {
        refund = {
          id: `re_${refunds.length + 1}`,
          payment_intent: params.get('payment_intent') ?? '',
          amount: Number(params.get('amount')),
          key,
        }
        refunds.push(refund)
      }
      if (state.loseRefunds)
        return json(res, 500, { error: { type: 'api_error', message: 'Lost' } })
      return json(res, 200, { object: 'refund', status: 'succeeded', ...refund })
    }
    if (req.method === 'GET' && path === '/v1/disputes') {
      const pi = url.searchParams.get('payment_intent') ?? ''
      const dispute = disputes.get(pi)
      const data = dispute ? [{ object: 'dispute', payment_intent: pi, ...dispute }] : []
      return json(res, 200, list(path, data))
    }
    if (req.method === 'GET' && path === '/v1/webhook_endpoints') {
      if (state.failEndpoints) {
        return json(res, 403, {
          error: { type: 'invalid_request_error', message: 'This key lacks rak_webhook_read' },
        })
      }
      return json(res, 200, list(path, endpoints))
    }
    return json(res, 404, { error: { type: 'invalid_request_error', message: 'Unknown' } })
  }

  const server = createServer((req, res) => {
    void read(req).then((body) => {
      const params = new URLSearchParams(body)
      const key = req.headers['idempotency-key'] as string | undefined
      seen.push({ method: req.method ?? '', path: req.url ?? '', idempotencyKey: key, params })
      route(req, res, params)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    port,
    seen,
    listed,
    /** The sessions the server opened, by id, as Stripe keeps them (metadata included). */
    created,
    /** The latest charge of each payment intent that was refunded or disputed. */
    charges,
    /** The dispute of each disputed payment intent. */
    disputes,
    endpoints,
    refunds,
    state,
    reset() {
      refunds.length = 0
      state.failRefunds = false
      state.loseRefunds = false
      seen.length = 0
      listed.length = 0
      created.clear()
      charges.clear()
      disputes.clear()
      endpoints.length = 0
      state.failEndpoints = false
      state.failIntents = false
      byKey.clear()
      sessionCount = 0
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>

/** A refund (cumulative share of the amount), a dispute opened or closed, as the tests name them. */
export type StandInAfterSale =
  | { kind: 'refund'; share: number }
  | { kind: 'dispute-opened' }
  | { kind: 'dispute-closed'; won: boolean }

/**
 * Updates the stand-in's charge and dispute of a payment as Stripe does before it sends the
 * event: what a later read of the payment (at fulfilment) finds.
 */
export function recordAfterSale(
  standIn: StripeStandIn,
  ids: { paymentIntent: string; charge: string; dispute: string; amount: number },
  notice: StandInAfterSale,
) {
  const { paymentIntent, amount } = ids
  const charge = standIn.charges.get(paymentIntent) ?? {
    id: ids.charge,
    amount,
    amount_refunded: 0,
    disputed: false,
  }
  if (notice.kind === 'refund') {
    const refunded = Math.round(Math.min(1, Math.max(0, notice.share)) * amount)
    charge.amount_refunded = Math.max(charge.amount_refunded, refunded)
  } else {
    charge.disputed = true
    const status = notice.kind === 'dispute-opened' ? 'needs_response' : notice.won ? 'won' : 'lost'
    const known = standIn.disputes.get(paymentIntent)
    // A dispute already decided stays decided (a late "opened" changes nothing at Stripe).
    if (!known || notice.kind === 'dispute-closed') {
      standIn.disputes.set(paymentIntent, { id: ids.dispute, status })
    }
  }
  standIn.charges.set(paymentIntent, charge)
}
