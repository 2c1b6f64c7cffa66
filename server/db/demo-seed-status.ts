import { DEMO_ONLINE, demoCountLog, demoIncidents } from '@backend/demo/demo-status'
import type { Db } from './client'
import { eq } from 'drizzle-orm'
import { gameCharacterTbl, gameUserCntTbl, incidents } from './schema'

/** The demo incidents in the portal's tables, when it has none. */
export async function seedDemoIncidents(db: Db, now: Date) {
  await db.transaction(async (tx) => {
    if ((await tx.select().from(incidents).limit(1)).length > 0) return
    await tx.insert(incidents).values(
      demoIncidents(now).map(({ start, end, ...incident }) => ({
        ...incident,
        start: new Date(start),
        end: end === null ? null : new Date(end),
      })),
    )
  })
}

/** The standalone game's demo online characters and a day of its count log, when it has none. */
export async function seedDemoGameStatus(db: Db, now: Date) {
  await db.transaction(async (tx) => {
    if ((await tx.select().from(gameUserCntTbl).limit(1)).length > 0) return
    for (const { characterId, channel } of DEMO_ONLINE) {
      await tx
        .update(gameCharacterTbl)
        .set({ multiServer: channel })
        .where(eq(gameCharacterTbl.idPlayer, characterId))
    }
    await tx
      .insert(gameUserCntTbl)
      .values(
        demoCountLog(now).map(({ at, players }) => ({ sDate: new Date(at), number: players })),
      )
  })
}
