import { contract } from '@contract/index'
import { tsr } from '@ts-rest/serverless/fetch'
import type { Ports } from './ports'

export function rankingRouter({ gameServer }: Ports) {
  return tsr.router(contract.ranking, {
    characters: async () => {
      const rows = await gameServer.ranking()
      return {
        status: 200,
        body: rows.map(({ name, job, level, playingTime }) => ({ name, job, level, playingTime })),
      }
    },
  })
}
