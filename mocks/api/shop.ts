import { MOCK_PRICE_IDS, packByPriceId } from '@contract/catalog'
import { contract } from '@contract/index'
import { pointsAt } from '@contract/rules'
import { tsr, type TsRestRequest } from '@ts-rest/serverless/fetch'
import { backendSettings } from '../config'
import { db, randomId } from '../db/collections'
import { changePoints, currentProfile } from '../db/queries'
import { fail, personal } from './context'
import { ownedTarget } from './ownership'

/** The app's origin: the caller's Origin header, else the configured one. */
function appOrigin(request: TsRestRequest): string {
  const origin = request.headers.get('origin')
  if (origin && /^https?:\/\/[^/\s]+$/.test(origin)) return origin
  return backendSettings().appOrigin
}

export const shopRouter = tsr.router(contract.shop, {
  checkout: personal(contract.shop.checkout, async ({ body }, user, request) => {
    if (!user.emailVerified) return fail(403, 'email not verified')
    const pack = packByPriceId(body.priceId, MOCK_PRICE_IDS)
    if (!pack) return fail(400, 'unknown price id')
    const id = randomId('cs_mock_')
    const points = pointsAt(pack.points, new Date())
    await db.checkoutSessions.create({
      id,
      uid: user.uid,
      priceId: body.priceId,
      points,
      status: 'open',
    })
    return { status: 201, body: { url: `${appOrigin(request)}/__mock/checkout/${id}` } }
  }),

  /** Check and debit run under the global request lock: concurrent transfers never overdraw. */
  order: personal(contract.shop.order, async ({ body }, user) => {
    const target = ownedTarget(user.uid, body.accountId, body.characterId)
    if (!target.ok) return fail(404, target.message)
    if (body.amount > currentProfile(user.uid).points) return fail(400, 'insufficient balance')
    const profile = await changePoints(user.uid, -body.amount, { purchase: false })
    return { status: 201, body: profile }
  }),
})
