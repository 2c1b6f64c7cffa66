/**
 * The API server on plain Node:  npm run server
 * Environment: see the README, « Serveur API ».
 */
import { createApiServer } from '../http/app'
import { checkNodeDatabase, configFromEnv, databaseWhere, gameFromEnv } from '../config'
import { startHttpServer } from '../http/http'

checkNodeDatabase(process.env)
const config = configFromEnv(process.env)
const log = (msg: string, fields: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ msg, ...fields }))
const api = await createApiServer({ ...config, game: await gameFromEnv(process.env), log })
const http = await startHttpServer({ ...config, handler: api.handler })
console.log(
  JSON.stringify({
    msg: 'API server listening',
    url: http.url,
    database: api.database.kind,
    where: databaseWhere(config),
    project: config.projectId,
    emulator: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? null,
    seedDemo: config.seedDemo,
    game: process.env.GAME_DB_URL ? 'sql-server' : 'standalone',
    deliveries: config.deliveries,
  }),
)

/** SIGTERM: the requests in flight answered (SHUTDOWN_GRACE_S at most), then the rest closed. */
async function shutdown() {
  try {
    await http.close()
    await api.close()
  } finally {
    process.exit(0)
  }
}
process.once('SIGINT', () => void shutdown())
process.once('SIGTERM', () => void shutdown())
