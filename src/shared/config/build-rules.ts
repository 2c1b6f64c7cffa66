/**
 * The rules a build's settings must follow, by what the build is for, read by readConfig
 * (src/shared/config/config.ts): vite.config.ts refuses to build against them (so a build cannot lie
 * about what it talks to), and the dev server shows the same messages in the page.
 * No import: vite.config.ts loads this file as it is.
 */

/**
 * - `live`: `vite build` (`npm run build`), the portal players get: both switches live, an
 *   `https://` API, the real Firebase Auth;
 * - `demo`: `vite build --mode demo` (`npm run build:demo`), the demo site: anything goes, and a
 *   mock switch shows the « Démo » badge;
 * - `test`: `vite build --mode test`, the builds of the test suites (also a live API on this
 *   machine over `http://`, and the Firebase Auth Emulator);
 * - `dev`: the dev server (`npm run dev`).
 */
export type BuildPurpose = 'live' | 'demo' | 'test' | 'dev'

export function buildPurpose(command: 'build' | 'serve', mode: string): BuildPurpose {
  if (command === 'serve') return 'dev'
  if (mode === 'demo' || mode === 'test') return mode
  return 'live'
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** What is wrong with a live API base URL, or null: `https://`, or `http://` on this machine. */
export function apiUrlProblem(value: string, purpose: BuildPurpose): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `VITE_API doit valoir « mock » ou une URL https:// (reçu « ${value} »)`
  }
  if (url.protocol === 'https:') return null
  if (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) {
    return purpose === 'live'
      ? `VITE_API\u00a0: ${url.origin} n'est admis que dans une build de test (vite build --mode test)\u00a0; une build de production parle à une API en https://`
      : null
  }
  return `VITE_API doit être une URL https:// (reçu « ${value} »)`
}

/** The two switches as set: 'mock' when unset or blank, else the value (an API URL, 'firebase'). */
export function switchesOf(env: Readonly<Record<string, unknown>>) {
  return { api: text(env.VITE_API) || 'mock', auth: text(env.VITE_AUTH) || 'mock' }
}

/** Every problem of these settings for a build of this purpose (French, naming the variable). */
export function buildSettingsProblems(
  env: Readonly<Record<string, unknown>>,
  purpose: BuildPurpose,
): string[] {
  const { api, auth } = switchesOf(env)
  const problems: string[] = []
  if (purpose === 'live') {
    const demo = 'ou construisez la démo avec npm run build:demo'
    if (api === 'mock')
      problems.push(
        `VITE_API vaut « mock » ou n'est pas défini\u00a0: une build de production parle à l'API du serveur. Donnez son URL (VITE_API=https://…), ${demo}.`,
      )
    if (auth === 'mock')
      problems.push(
        `VITE_AUTH vaut « mock » ou n'est pas défini\u00a0: une build de production utilise Firebase Auth (VITE_AUTH=firebase), ${demo}.`,
      )
    if (text(env.VITE_FIREBASE_AUTH_EMULATOR_URL))
      problems.push(
        "VITE_FIREBASE_AUTH_EMULATOR_URL est défini : l'émulateur Firebase Auth n'est admis que dans une build de démo ou de test.",
      )
  }
  if (api !== 'mock') {
    const problem = apiUrlProblem(api, purpose)
    if (problem) problems.push(problem)
  }
  return problems
}
