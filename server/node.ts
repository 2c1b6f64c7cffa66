/**
 * The API server on plain Node:  npm run server
 * Environment: see the README, « Serveur API ».
 */
import { createApiServer } from './app'
import { configFromEnv } from './config'
import { startHttpServer } from './http'

const config = configFromEnv(process.env)
const api = await createApiServer(config)
const http = await startHttpServer({ ...config, handler: api.handler })
console.log(
  JSON.stringify({
    msg: 'API server listening',
    url: http.url,
    database: api.database.kind,
    project: config.projectId,
    emulator: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? null,
    seedDemo: config.seedDemo,
  }),
)

async function shutdown() {
  await http.close()
  await api.close()
  process.exit(0)
}
process.once('SIGINT', () => void shutdown())
process.once('SIGTERM', () => void shutdown())
