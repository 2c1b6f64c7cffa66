import { db } from './db/collections'
import { mutate } from './db/mutate'

/**
 * Points a voting site's link anywhere, as a compromised or careless backend could (e.g.
 * `javascript:alert(1)`), so that testers can check what the portal does with it.
 * False when the site does not exist.
 */
export function setVoteSiteLink(id: string, link: string): Promise<boolean> {
  return mutate(async () => {
    if (!db.voteProviders.findFirst((q) => q.where({ id }))) return false
    await db.voteProviders.update((q) => q.where({ id }), {
      data(record) {
        record.link = link
      },
    })
    return true
  })
}
