import { contract } from '@contract/index'
import { tsr } from '@ts-rest/serverless/fetch'
import { db } from '../db/collections'

export const rankingRouter = tsr.router(contract.ranking, {
  characters: async () => {
    const rows = db.ranking.findMany(undefined, {
      orderBy: [{ level: 'desc' }, { playingTime: 'desc' }],
    })
    return {
      status: 200,
      body: rows.map(({ name, job, level, playingTime }) => ({ name, job, level, playingTime })),
    }
  },
})
