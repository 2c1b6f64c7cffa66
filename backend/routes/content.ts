import { contract } from '@contract/index'
import { promotionsFrom } from '@contract/rules'
import { tsr } from '@ts-rest/serverless/fetch'
import type { Ports } from '../ports'

/** The promotion windows as the contract carries them (without their store id). */
export const promotionView = ({
  start,
  end,
  multiplier,
}: {
  start: string
  end: string
  multiplier: number
}) => ({
  start,
  end,
  multiplier,
})

/** What operators set and every visitor reads: promotion windows, the maintenance notice. */
export function contentRouter({ store, clock }: Ports) {
  return tsr.router(contract.content, {
    promotions: async () => {
      const windows = await store.read((reads) => reads.content.listPromotions())
      return {
        status: 200,
        body: { windows: promotionsFrom(clock.now(), windows).map(promotionView) },
      }
    },

    notice: async () => {
      const notice = await store.read((reads) => reads.content.getNotice())
      const message = notice.enabled && notice.message.trim() !== '' ? notice.message : null
      return { status: 200, body: { message } }
    },
  })
}
