import { DEMO_ONLINE, demoCountLog, demoIncidents } from '@backend/demo/demo-status'
import { db, nextId } from './collections'

/** The demo game's online characters and a day of its count log; the demo incidents. */
export async function seedStatus(now: Date): Promise<void> {
  for (const { characterId, channel } of DEMO_ONLINE) {
    await db.gameCharacters.updateMany((q) => q.where({ characterId }), {
      data(record) {
        record.multiServer = channel
      },
    })
  }
  for (const row of demoCountLog(now)) await db.gameUserCount.create(row)
  for (const incident of demoIncidents(now)) {
    await db.incidents.create({ id: nextId(db.incidents.all().map((i) => i.id)), ...incident })
  }
}
