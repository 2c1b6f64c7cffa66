/**
 * Operators of the console:  npm run admin -- grant|revoke|reset-2fa <email>
 * Sets or removes the `admin` custom claim (docs/operator-console.md), and writes it in the audit
 * log. Needs FIREBASE_PROJECT_ID and Google credentials (GOOGLE_APPLICATION_CREDENTIALS), or
 * FIREBASE_AUTH_EMULATOR_HOST for the Auth Emulator, and the server's DATABASE_URL (or PGLITE_DIR).
 */
import { userInfo } from 'node:os'
import { configFromEnv } from '../config'
import { openDatabase } from '../db/client'
import { runOperatorCommand } from '../jobs/operator-audit'
import { operatorDirectory, parseOperatorCommand } from '../adapters/operators'
import { sqlStore } from '../db/store'

const parsed = parseOperatorCommand(process.argv.slice(2))
if (!parsed.ok) {
  console.error(parsed.message)
  process.exit(2)
}
// The portal's database (DATABASE_URL or PGLITE_DIR, as the server): each command is audited.
const config = configFromEnv(process.env)
const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir })
try {
  const auth = operatorDirectory(config.projectId)
  const store = sqlStore(database.db)
  console.log(await runOperatorCommand(auth, store, parsed.command, userInfo().username))
} catch (error) {
  const code = (error as { code?: unknown }).code
  console.error(
    code === 'auth/user-not-found'
      ? `no user with the email ${parsed.command.email}`
      : `failed: ${error instanceof Error ? error.message : String(error)}`,
  )
  process.exitCode = 1
} finally {
  await database.close()
}
