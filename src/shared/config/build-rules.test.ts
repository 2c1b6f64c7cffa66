import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { buildPurpose, buildSettingsProblems } from './build-rules'

const live = {
  VITE_API: 'https://api.airflyff.fr',
  VITE_AUTH: 'firebase',
}

describe('what a build is for', () => {
  it('is live unless the mode says demo or test; the dev server is dev', () => {
    expect(buildPurpose('build', 'production')).toBe('live')
    expect(buildPurpose('build', 'staging')).toBe('live')
    expect(buildPurpose('build', 'demo')).toBe('demo')
    expect(buildPurpose('build', 'test')).toBe('test')
    expect(buildPurpose('serve', 'production')).toBe('dev')
  })
})

describe('the settings a build accepts', () => {
  it('accepts a live build: both switches live, an https API, no emulator', () => {
    expect(buildSettingsProblems(live, 'live')).toEqual([])
    expect(buildSettingsProblems({ ...live, VITE_FIREBASE_AUTH_EMULATOR_URL: '' }, 'live')).toEqual(
      [],
    )
  })

  it.each([
    [{ VITE_AUTH: 'firebase' }, "VITE_API vaut « mock » ou n'est pas défini"],
    [{ ...live, VITE_API: 'mock' }, 'npm run build:demo'],
    [{ VITE_API: live.VITE_API }, 'VITE_AUTH vaut « mock »'],
    [{ ...live, VITE_AUTH: ' mock ' }, 'VITE_AUTH vaut « mock »'],
    [{ ...live, VITE_API: 'javascript:alert(1)' }, 'VITE_API doit être une URL https://'],
    [{ ...live, VITE_API: 'http://api.airflyff.fr' }, 'VITE_API doit être une URL https://'],
    [{ ...live, VITE_API: '//api.airflyff.fr' }, 'VITE_API doit valoir « mock » ou une URL'],
    [{ ...live, VITE_API: 'http://127.0.0.1:8080' }, 'build de test'],
    [
      { ...live, VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099' },
      'VITE_FIREBASE_AUTH_EMULATOR_URL est défini',
    ],
  ])('refuses %o in a production build', (env, message) => {
    expect(buildSettingsProblems(env, 'live').join('\n')).toContain(message)
  })

  it('lets the demo and the tests use mock switches, a local http API and the emulator', () => {
    const local = {
      ...live,
      VITE_API: 'http://127.0.0.1:8080',
      VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
    }
    for (const purpose of ['demo', 'test', 'dev'] as const) {
      expect(buildSettingsProblems({}, purpose)).toEqual([])
      expect(buildSettingsProblems(local, purpose)).toEqual([])
      // Still never a script URL, nor plain http to another machine.
      expect(buildSettingsProblems({ VITE_API: 'javascript:alert(1)' }, purpose)).toHaveLength(1)
      expect(buildSettingsProblems({ VITE_API: 'http://api.example.test' }, purpose)).toHaveLength(
        1,
      )
    }
  })
})

describe('npm run build', () => {
  /** `vite build` with only these settings: its exit status and output. */
  function build(settings: Record<string, string>) {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' }
    for (const name of Object.keys(env)) {
      if (name.startsWith('VITE') || name === 'VITEST') delete env[name]
    }
    const result = spawnSync(
      'node_modules/.bin/vite',
      ['build', '--outDir', 'test-results/refused'],
      { env: { ...env, ...settings }, encoding: 'utf8' },
    )
    return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
  }

  it('fails with no settings, naming both variables, before bundling anything', () => {
    const { status, output } = build({})
    expect(status, output).not.toBe(0)
    expect(output).toContain('Build refusée (production)')
    expect(output).toContain('VITE_API vaut « mock »')
    expect(output).toContain('VITE_AUTH vaut « mock »')
  }, 60_000)

  it('fails on any setting the page would refuse: the browser gets its settings checked', () => {
    const { status, output } = build({
      VITE_API: 'https://api.example.test',
      VITE_AUTH: 'firebase',
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
    })
    expect(status, output).not.toBe(0)
    expect(output).toContain('Build refusée (production)')
    expect(output).toContain('VITE_STRIPE_PRICE_IDS doit lister 5')
    expect(output).toContain('VITE_FIREBASE_PROJECT_ID est manquant')
  }, 60_000)
})
