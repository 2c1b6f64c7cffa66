/**
 * The embedded backend as a standalone HTTP server:
 *   PORT=4010 npm run mock-api
 * APP_ORIGIN (default http://localhost:5173) is where checkout URLs point when
 * a request has no Origin header; ACCEPT_UNKNOWN_USERS=1 accepts tokens of
 * users it does not know (Firebase Auth Emulator) and creates them.
 */
import { configureBackend } from './config'
import { DEMO_USERS, seedDb } from './db/seed'
import { startHttpServer } from './standalone/http-server'

configureBackend({
  appOrigin: process.env.APP_ORIGIN ?? 'http://localhost:5173',
  acceptUnknownUsers: process.env.ACCEPT_UNKNOWN_USERS === '1',
})
await seedDb()
const { url } = await startHttpServer({
  port: Number(process.env.PORT ?? 4010),
  host: process.env.HOST ?? '127.0.0.1',
})

const lines = [
  `Mock API listening on ${url}/`,
  'Demo accounts:',
  ...Object.values(DEMO_USERS).map((user) => `  ${user.email} / ${user.password}`),
  'Get a token:',
  `  curl -s -X POST ${url}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword \\`,
  `    -H 'Content-Type: application/json' \\`,
  `    -d '{"email":"joueur@portail.test","password":"Joueur123","returnSecureToken":true}'`,
]
console.log(lines.join('\n'))
