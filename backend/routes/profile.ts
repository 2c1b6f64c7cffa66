import { contract } from '@contract/index'
import { loyaltyMonth } from '@contract/rules'
import type { Profile } from '@contract/schemas'
import { tsr } from '@ts-rest/serverless/fetch'
import { personalRoutes, profileWithToken } from '../http/context'
import type { Ports, ProfileRow } from '../ports'

/** points and monthPoints as of `now`: monthPoints of an earlier month count as 0. */
export function currentProfile(row: ProfileRow | null, now: Date): Profile {
  if (!row) return { points: 0, monthPoints: 0 }
  const sameMonth = row.month === loyaltyMonth(now)
  return { points: row.points, monthPoints: sameMonth ? row.monthPoints : 0 }
}

export function profileRouter({ store, identity, clock }: Ports) {
  const personal = personalRoutes(identity)
  return tsr.router(contract.profile, {
    get: personal(contract.profile.get, async (_args, caller, request) => {
      const row =
        profileWithToken(request)?.profile ??
        (await store.read((reads) => reads.profiles.get(caller.uid)))
      return { status: 200, body: currentProfile(row, clock.now()) }
    }),
  })
}
