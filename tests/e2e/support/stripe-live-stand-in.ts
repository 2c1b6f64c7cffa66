import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { STRIPE_WEBHOOK_EVENTS } from '@server/stripe/stripe-webhook'

/** The live stack's stand-in for Stripe (support/live-stack.ts): its API and its hosted page. */

export const WEBHOOK_SECRET = 'whsec_live_e2e'
/** The Stripe price of each pack, in the order of PACK_IDS (contract/catalog/packs.ts). */
export const PRICES = ['debutant', 'aventurier', 'chevalier', 'heros', 'legende'].map((pack) => ({
  pack,
  priceId: `price_e2e_${pack}`,
}))

interface StandInSession {
  id: string
  params: URLSearchParams
  created: number
  paid: boolean
}

/** What the Stripe stand-in saw: sessions opened, webhook deliveries and their answers. */
export interface StripeStandIn {
  url: string
  sessions: StandInSession[]
  deliveries: { session: string; status: number; body: string }[]
  /** Refunds asked (POST /v1/refunds), one per idempotency key. */
  refunds: { paymentIntent: string; amount: number; key: string | undefined }[]
  close(): Promise<void>
}

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString()
}

const html = (res: ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
  res.end(`<!doctype html><html lang="fr"><meta charset="utf-8"><title>Stripe Checkout (stand-in)</title>
<body><main>${body}</main></body></html>`)
}

/**
 * Stripe's POST /v1/checkout/sessions (one session per idempotency key) and the hosted page:
 * GET /c/pay/<id> shows « Payer » and « Retour »; POST /c/pay/<id> signs a
 * checkout.session.completed event with the endpoint's secret, delivers it to the API's webhook
 * as Stripe would, then sends the player to the session's success URL. POST /v1/refunds takes a
 * withdrawal's refund once per idempotency key (`refunds`).
 */
export async function startStripeStandIn(apiUrl: string): Promise<StripeStandIn> {
  const stripe = new Stripe('sk_test_live_e2e')
  const sessions: StandInSession[] = []
  const byKey = new Map<string, StandInSession>()
  const deliveries: StripeStandIn['deliveries'] = []
  const refunds: StripeStandIn['refunds'] = []

  async function deliver(session: StandInSession) {
    const metadata: Record<string, string> = {}
    for (const [key, value] of session.params) {
      const match = /^metadata\[(\w+)\]$/.exec(key)
      if (match?.[1]) metadata[match[1]] = value
    }
    const payload = JSON.stringify({
      id: `evt_${session.id}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: session.id,
          object: 'checkout.session',
          created: session.created,
          payment_status: 'paid',
          client_reference_id: session.params.get('client_reference_id'),
          metadata,
          payment_intent: `pi_${session.id}`,
        },
      },
    })
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    const response = await fetch(`${apiUrl}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    })
    deliveries.push({ session: session.id, status: response.status, body: await response.text() })
    return response.ok
  }

  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req)
      const path = req.url ?? ''
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const key = req.headers['idempotency-key'] as string | undefined
        let session = key ? byKey.get(key) : undefined
        if (!session) {
          session = {
            id: `cs_test_e2e_${sessions.length + 1}`,
            params: new URLSearchParams(body),
            created: Math.floor(Date.now() / 1000),
            paid: false,
          }
          sessions.push(session)
          if (key) byKey.set(key, session)
        }
        res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_e2e' })
        res.end(
          JSON.stringify({
            id: session.id,
            object: 'checkout.session',
            url: `https://checkout.stripe.com/c/pay/${session.id}`,
          }),
        )
        return
      }
      // A withdrawal's refund: taken once per idempotency key, as Stripe does.
      if (req.method === 'POST' && path === '/v1/refunds') {
        const params = new URLSearchParams(body)
        const key = req.headers['idempotency-key'] as string | undefined
        let refund = refunds.find((r) => key !== undefined && r.key === key)
        if (!refund) {
          const paymentIntent = params.get('payment_intent') ?? ''
          refund = { paymentIntent, amount: Number(params.get('amount')), key }
          refunds.push(refund)
        }
        res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_e2e' })
        res.end(
          JSON.stringify({
            id: `re_e2e_${refunds.indexOf(refund) + 1}`,
            object: 'refund',
            status: 'succeeded',
            amount: refund.amount,
            payment_intent: refund.paymentIntent,
          }),
        )
        return
      }
      // What the server reads from Stripe: a payment's latest charge (nothing refunded or
      // disputed here) before crediting it, and at start the webhook's subscribed events.
      const intent = /^\/v1\/payment_intents\/([^/?]+)/.exec(path)?.[1]
      if (req.method === 'GET' && (intent || path.startsWith('/v1/webhook_endpoints'))) {
        const charge = { id: `ch_${intent}`, object: 'charge', amount: 1999 }
        const latest = { ...charge, amount_refunded: 0, disputed: false, payment_intent: intent }
        const endpoint = {
          id: 'we_e2e',
          url: `${apiUrl}/webhooks/stripe`,
          status: 'enabled',
          enabled_events: [...STRIPE_WEBHOOK_EVENTS],
        }
        res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_e2e' })
        res.end(
          JSON.stringify(
            intent
              ? { id: intent, object: 'payment_intent', latest_charge: latest }
              : { object: 'list', url: '/v1/webhook_endpoints', has_more: false, data: [endpoint] },
          ),
        )
        return
      }
      const page = /^\/c\/pay\/(cs_test_e2e_\d+)$/.exec(path)
      const session = sessions.find((s) => s.id === page?.[1])
      if (!session) {
        res.writeHead(404, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unknown' } }))
        return
      }
      if (req.method === 'GET') {
        html(
          res,
          200,
          `<h1>Paiement</h1><p>${session.params.get('line_items[0][price]')}</p>
<form method="post"><button type="submit">Payer</button></form>
<a href="${session.params.get('cancel_url')}">Retour</a>`,
        )
        return
      }
      if (!session.paid) session.paid = await deliver(session)
      if (!session.paid) {
        html(res, 502, '<h1>Le webhook a été refusé</h1>')
        return
      }
      res.writeHead(303, { location: session.params.get('success_url') ?? '/' })
      res.end()
    })().catch((error: unknown) => {
      res.writeHead(500)
      res.end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    deliveries,
    refunds,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
