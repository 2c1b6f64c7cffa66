import type { ChildProcess } from 'node:child_process'
import { buildPortal, start, stop, waitFor } from './processes'

/**
 * What the Firebase spec needs, started by the spec itself so that the mock-mode run never
 * pays for it: the Firebase Auth Emulator (project demo-airflyff, firebase.json) and a build of
 * the app with the Firebase auth switch and the embedded API, served on its own port.
 */
export const EMULATOR_URL = 'http://127.0.0.1:9099'
export const FIREBASE_PROJECT = 'demo-airflyff'

const firebaseEnv = {
  VITE_AUTH: 'firebase',
  VITE_API: 'mock',
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: `${FIREBASE_PROJECT}.firebaseapp.com`,
  VITE_FIREBASE_PROJECT_ID: FIREBASE_PROJECT,
  VITE_FIREBASE_AUTH_EMULATOR_URL: EMULATOR_URL,
}

export interface FirebaseStack {
  baseURL: string
  stop(): Promise<void>
}

/**
 * Locally the dev server (never stale, like the mock-mode server of playwright.config.ts, with
 * its own dependency cache); in CI a production build served by `vite preview`.
 */
async function startApp(port: number): Promise<ChildProcess> {
  const listen = ['--port', String(port), '--strictPort', '--host', '127.0.0.1']
  if (!process.env.CI) {
    const config = 'tests/e2e/support/vite.firebase.config.ts'
    return start('npx', ['vite', '--config', config, ...listen], firebaseEnv)
  }
  const outDir = 'test-results/firebase-dist'
  await buildPortal(outDir, firebaseEnv)
  return start('npx', ['vite', 'preview', '--outDir', outDir, ...listen])
}

export async function startFirebaseStack(port: number): Promise<FirebaseStack> {
  // CI=1: the CLI skips its online news check (there is no network here).
  const emulator = start(
    'npx',
    ['firebase', 'emulators:start', '--only', 'auth', '--project', FIREBASE_PROJECT],
    { CI: '1' },
  )
  const children = [emulator]
  const stopAll = () => Promise.all(children.map(stop))
  try {
    const app = await startApp(port)
    children.push(app)
    const baseURL = `http://127.0.0.1:${port}`
    await Promise.all([waitFor(EMULATOR_URL, emulator, 150_000), waitFor(baseURL, app, 150_000)])
    return { baseURL, stop: async () => void (await stopAll()) }
  } catch (error) {
    await stopAll()
    throw error
  }
}

/** Deletes every account of the emulator's project (a clean start for each run). */
export async function clearEmulatorAccounts() {
  await fetch(`${EMULATOR_URL}/emulator/v1/projects/${FIREBASE_PROJECT}/accounts`, {
    method: 'DELETE',
  })
}
