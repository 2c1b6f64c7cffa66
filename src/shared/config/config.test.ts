import { describe, expect, it } from 'vitest'
import { readConfig } from './config'
import { LEGAL_PLACEHOLDER } from './legal-placeholder'

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

  describe("the legal pages' settings", () => {
    const live = {
      VITE_API: 'https://api.example.test',
      VITE_STRIPE_PRICE_IDS: 'a,b,c,d,e',
      VITE_AUTH: 'firebase',
      ...firebase,
    }
    const legal = {
      VITE_LEGAL_PUBLISHER: 'Jeanne Martin',
      VITE_LEGAL_DIRECTOR: 'Jeanne Martin',
      VITE_LEGAL_ADDRESS: '1 rue de la Paix, 75002 Paris',
      VITE_LEGAL_CONTACT: 'contact@airflyff.fr',
      VITE_LEGAL_HOST: 'Google Cloud France, 8 rue de Londres, 75009 Paris',
      VITE_LEGAL_DATA_OFFICER: 'donnees@airflyff.fr',
      VITE_LEGAL_MEDIATOR: 'Médiateur de la consommation de test',
      VITE_LEGAL_MEDIATOR_URL: 'https://mediateur.example',
    }

    it('refuses a production build without each of them, naming the variable', () => {
      const result = readConfig({ ...live, ...legal, VITE_LEGAL_HOST: '  ' }, 'live')
      expect(result.ok).toBe(false)
      if (!result.ok)
        expect(result.problems).toEqual(['VITE_LEGAL_HOST est manquant (pages légales)'])
      const none = readConfig(live, 'live')
      expect(none.ok ? [] : none.problems).toHaveLength(8)
    })

    it('refuses a mediator without its website address', () => {
      const result = readConfig({ ...live, ...legal, VITE_LEGAL_MEDIATOR_URL: 'mediateur' }, 'live')
      expect(result.ok ? [] : result.problems).toEqual([
        "VITE_LEGAL_MEDIATOR_URL doit être l'adresse du site du médiateur (https://…)",
      ])
      const empty = readConfig({ ...live, ...legal, VITE_LEGAL_MEDIATOR: '' }, 'live')
      expect(empty.ok ? [] : empty.problems).toEqual([
        'VITE_LEGAL_MEDIATOR est manquant (pages légales)',
      ])
    })

    it('gives them to a production build that has them all', () => {
      const result = readConfig({ ...live, ...legal }, 'live')
      expect(result).toMatchObject({
        ok: true,
        config: { legal: { publisher: 'Jeanne Martin', dataOfficer: 'donnees@airflyff.fr' } },
      })
    })

    it('shows them as not given in a demo build', () => {
      const result = readConfig({}, 'demo')
      expect(result).toMatchObject({
        ok: true,
        config: { legal: { publisher: LEGAL_PLACEHOLDER, host: LEGAL_PLACEHOLDER } },
      })
    })
  })
})
