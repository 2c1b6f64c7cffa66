/**
 * Operators of the console:  npm run admin -- grant <email>   |   npm run admin -- revoke <email>
 * Sets or removes the `admin` custom claim (docs/operator-console.md). Needs FIREBASE_PROJECT_ID
 * and Google credentials (GOOGLE_APPLICATION_CREDENTIALS), or FIREBASE_AUTH_EMULATOR_HOST for
 * the Auth Emulator.
 */
import { configFromEnv } from './config'
import { applyOperatorCommand, operatorDirectory, parseOperatorCommand } from './operators'

const parsed = parseOperatorCommand(process.argv.slice(2))
if (!parsed.ok) {
  console.error(parsed.message)
  process.exit(2)
}
try {
  const { projectId } = configFromEnv(process.env)
  console.log(await applyOperatorCommand(operatorDirectory(projectId), parsed.command))
} catch (error) {
  const code = (error as { code?: unknown }).code
  console.error(
    code === 'auth/user-not-found'
      ? `no user with the email ${parsed.command.email}`
      : `failed: ${error instanceof Error ? error.message : String(error)}`,
  )
  process.exit(1)
}
