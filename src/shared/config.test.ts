import { describe, expect, it } from 'vitest'
import { readConfig } from './config'

const firebase = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-airflyff',
}

describe('readConfig', () => {
  it('defaults to the mock API and the mock auth', () => {
    const result = readConfig({})
    expect(result).toMatchObject({
      ok: true,
      config: { api: { mode: 'mock', baseUrl: '/api' }, auth: 'mock', firebase: null },
    })
  })

  it('reads a live API with its five price ids, trimming the trailing slash', () => {
    const result = readConfig({
      VITE_API: 'https://api.example.test/',
      VITE_STRIPE_PRICE_IDS: 'a, b,c,d,e',
    })
    expect(result).toMatchObject({
      ok: true,
      config: {
        api: { mode: 'live', baseUrl: 'https://api.example.test' },
        priceIds: { debutant: 'a', aventurier: 'b', chevalier: 'c', heros: 'd', legende: 'e' },
      },
    })
  })

  it.each([
    [{ VITE_API: 'nope' }, 'VITE_API doit valoir « mock » ou une URL'],
    [{ VITE_AUTH: 'google' }, 'VITE_AUTH doit valoir « mock » ou « firebase »'],
    [{ VITE_API: 'https://api.example.test' }, 'VITE_STRIPE_PRICE_IDS doit lister 5'],
    [
      { VITE_API: 'https://api.example.test', VITE_STRIPE_PRICE_IDS: 'a,b,,d,e' },
      'VITE_STRIPE_PRICE_IDS',
    ],
    [{ VITE_AUTH: 'firebase' }, 'VITE_FIREBASE_API_KEY est manquant'],
    [
      { VITE_AUTH: 'firebase', ...firebase, VITE_FIREBASE_AUTH_EMULATOR_URL: 'here' },
      'VITE_FIREBASE_AUTH_EMULATOR_URL doit être une URL',
    ],
  ])('refuses %o with a French message', (env, message) => {
    const result = readConfig(env)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.problems.join('\n')).toContain(message)
  })

  it('reads the Firebase settings and the optional emulator', () => {
    const result = readConfig({
      VITE_AUTH: 'firebase',
      ...firebase,
      VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
    })
    expect(result).toMatchObject({
      ok: true,
      config: {
        auth: 'firebase',
        firebase: {
          apiKey: 'key',
          projectId: 'demo-airflyff',
          emulatorUrl: 'http://127.0.0.1:9099',
        },
      },
    })
  })
})
