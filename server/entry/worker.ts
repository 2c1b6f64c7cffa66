/**
 * The delivery queue on its own:  npm run worker
 * Sends the outbox's deliveries to the game (and reads back what characters received) for API
 * servers started with DELIVERIES=enqueue. As many workers as wanted may run, on as many hosts:
 * each delivery is sent by one of them, once. Same environment as the server (DATABASE_URL, GAME_*).
 */
import { createApiServer } from '../http/app'
import { checkNodeDatabase, configFromEnv, databaseWhere, gameFromEnv } from '../config'

checkNodeDatabase(process.env)
const config = configFromEnv(process.env)
const log = (msg: string, fields: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ msg, ...fields }))
const api = await createApiServer({
  ...config,
  game: await gameFromEnv(process.env),
  deliveries: 'work',
  log,
})
log('delivery worker running', { database: api.database.kind, where: databaseWhere(config) })

/** SIGTERM: the deliveries being sent finish (SHUTDOWN_GRACE_S at most), then it stops. */
async function shutdown() {
  try {
    await api.close()
  } finally {
    process.exit(0)
  }
}
process.once('SIGINT', () => void shutdown())
process.once('SIGTERM', () => void shutdown())
