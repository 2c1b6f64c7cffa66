import { contract } from '@contract/index'
import { tsr, type TsRestRequest } from '@ts-rest/serverless/fetch'
import { fail, personalRoutes, profileWithToken } from '../http/context'
import { bannedRefusal } from '../domain/bans'
import { enqueue } from './deliveries'
import { checkMovement } from '../domain/movement-checks'
import { idempotent } from '../domain/idempotency'
import { deliveryIdOf, randomId } from '../domain/ids'
import { currentProfile } from './profile'
import { packOf, purchasePoints } from '../domain/purchase'
import { callLimiter, type LimitSettings } from '../http/rate-limits'
import { consentNeededOn, recordTransferConsent, transferNeedsConsent } from '../domain/withdrawal'
import { applyAtOnce } from '../domain/at-once'
import { TRANSFER_CONSENT, WITHDRAWAL_MESSAGES } from '@contract/rules'
import type { Ports, VersionedProfile } from '../ports'
import { answered, playerCodeGuard } from '../domain/second-factor-player'
import { DEFAULT_SECOND_FACTOR } from '../domain/second-factor'

/** The caller's Origin header when it is a plain origin, else null. */
function requestOrigin(request: TsRestRequest): string | null {
  const origin = request.headers.get('origin')
  return origin && /^https?:\/\/[^/\s]+$/.test(origin) ? origin : null
}

/**
 * The profile's version a transfer can be applied at once on: the balance holds the amount and
 * no consent is needed (docs/decisions/067); else null, and the transfer runs its transaction.
 */
async function versionToTransfer(
  store: Ports['store'],
  uid: string,
  amount: number,
  now: Date,
  known: VersionedProfile | undefined,
) {
  const read = known ?? (await store.read((reads) => reads.profiles.versioned(uid)))
  if (!read || read.profile.points < amount) return null
  const needs = await store.read((reads) => consentNeededOn(reads, uid, amount, read.profile, now))
  return needs ? null : read
}

export function shopRouter(ports: Ports, settings: () => LimitSettings) {
  const { store, identity, payments, clock } = ports
  /** Calls that move money: a revoked token or a disabled user is refused at once. */
  const money = personalRoutes(identity, callLimiter(ports.limits, settings), { strict: true })
  return tsr.router(contract.shop, {
    checkout: money(
      contract.shop.checkout,
      async ({ body }, caller, request, charge) => {
        const banned = await bannedRefusal(ports, caller.uid)
        if (banned) return banned
        if (!caller.emailVerified) return fail(403, 'email not verified')
        const pack = packOf(payments, body.priceId)
        if (!pack) return fail(400, 'unknown price id')
        await charge()
        const openedAt = clock.now()
        const { url } = await payments.createCheckoutSession({
          caller,
          pack,
          priceId: body.priceId,
          points: await store.transaction((tx) => purchasePoints(tx, pack, openedAt)),
          openedAt,
          origin: requestOrigin(request),
        })
        return { status: 201, body: { url } }
      },
      'checkout',
    ),

    /** The conditional debit decides between concurrent transfers: the balance never goes below 0. */
    order: money(
      contract.shop.order,
      async ({ body, headers }, caller, http, charge) => {
        const consented = body.consent === TRANSFER_CONSENT.version
        const at = clock.now()
        // The checks and the reads of a transfer at once go together (docs/decisions/067).
        const [target, version] = await Promise.all([
          checkMovement(ports, caller.uid, body.accountId, body.characterId),
          consented
            ? null
            : versionToTransfer(store, caller.uid, body.amount, at, profileWithToken(http)),
        ])
        if ('status' in target) return target
        if (!target.ok) return fail(404, `${target.missing} not found`)
        await charge()
        // Above the threshold, a player's enabled second factor asks for a code (decision 059).
        const threshold = (settings().secondFactor ?? DEFAULT_SECOND_FACTOR).transferThreshold
        const guard =
          body.amount > threshold ? await playerCodeGuard(ports, caller.uid, headers) : null
        if (guard && 'refused' in guard) return guard.refused
        const key = headers['idempotency-key']
        const request = { uid: caller.uid, key, route: 'shop.order', body }
        const deliveryId = key ? await deliveryIdOf('order', caller.uid, key) : randomId('order_')
        if (version && key && !guard) {
          const entry = { kind: 'order' as const, reference: deliveryId }
          const done = await applyAtOnce(
            store,
            { ...request, key },
            {
              version: version.version,
              target,
              content: { deliveryId, kind: 'points', amount: body.amount },
              now: at,
              debit: { amount: body.amount, entry },
            },
            (delivery) => {
              const debited = { ...version.profile, points: version.profile.points - body.amount }
              return { status: 201 as const, body: { ...currentProfile(debited, at), delivery } }
            },
          )
          if (done) return done
        }
        return answered(() =>
          store.transaction((tx) =>
            idempotent(tx, request, async () => {
              // After the key: a retry of a done transfer answers as it did, its code used.
              await guard?.take(tx)
              const now = clock.now()
              if (!consented && (await transferNeedsConsent(tx, caller.uid, body.amount, now))) {
                return fail(400, WITHDRAWAL_MESSAGES.consentMissing)
              }
              // The profile as the debit left it: not read again.
              const debited = await tx.profiles.debit(caller.uid, body.amount, {
                kind: 'order',
                reference: deliveryId,
              })
              if (!debited) return fail(400, 'insufficient balance')
              if (consented) {
                const consent = { deliveryId, uid: caller.uid, points: body.amount }
                const characterName = target.character.name
                await recordTransferConsent(tx, { ...consent, characterName }, now)
              }
              const delivery = await enqueue(tx, caller.uid, target, {
                deliveryId,
                kind: 'points',
                amount: body.amount,
              })
              const profile = currentProfile(debited, clock.now())
              return { status: 201 as const, body: { ...profile, delivery } }
            }),
          ),
        )
      },
      'transfer',
    ),
  })
}
