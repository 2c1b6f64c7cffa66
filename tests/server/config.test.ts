import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_LIMITS } from '@backend/http/rate-limits'
import {
  checkFunctionsDatabase,
  checkNodeDatabase,
  configFromEnv,
  databaseWhere,
  limitsFromEnv,
} from '@server/config'

describe('the database a production Node server may use', () => {
  const refusal = /NODE_ENV=production without DATABASE_URL.*DATABASE_URL.*PGLITE_DIR/

  it('refuses PGlite by default or in memory when NODE_ENV=production', () => {
    expect(() => checkNodeDatabase({ NODE_ENV: 'production' })).toThrow(refusal)
    expect(() => checkNodeDatabase({ NODE_ENV: 'production', PGLITE_DIR: '' })).toThrow(refusal)
    expect(() => checkNodeDatabase({ NODE_ENV: 'production', PGLITE_DIR: 'memory' })).toThrow(
      refusal,
    )
    expect(() =>
      checkNodeDatabase({ NODE_ENV: 'production', DATABASE_URL: '', PGLITE_DIR: 'memory' }),
    ).toThrow(refusal)
  })

  it('accepts PostgreSQL, PGlite in a named folder, and anything outside production', () => {
    const accepted = [
      { NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db:5432/airflyff' },
      { NODE_ENV: 'production', PGLITE_DIR: '/var/lib/airflyff/pglite' },
      {},
      { NODE_ENV: 'development', PGLITE_DIR: 'memory' },
    ]
    for (const env of accepted) expect(() => checkNodeDatabase(env)).not.toThrow()
  })
})

describe('the database of the Cloud Functions entry', () => {
  it('is PostgreSQL, whatever PGLITE_DIR says', () => {
    expect(() => checkFunctionsDatabase({})).toThrow(/DATABASE_URL is required/)
    expect(() => checkFunctionsDatabase({ PGLITE_DIR: '/tmp/pglite' })).toThrow(/DATABASE_URL/)
    expect(() => checkFunctionsDatabase({ DATABASE_URL: 'postgres://db/x' })).not.toThrow()
  })
})

describe('where the start-up log says the data is', () => {
  it('names the PGlite folder, or memory', () => {
    expect(databaseWhere({ pgliteDir: '.data/pglite' })).toBe(resolve('.data/pglite'))
    expect(databaseWhere({ pgliteDir: 'memory' })).toBe('memory')
  })

  it('names the PostgreSQL host and database, never the user or password', () => {
    const where = (databaseUrl: string) => databaseWhere({ databaseUrl, pgliteDir: 'memory' })
    expect(where('postgres://portail:s3cret@db.example:5432/airflyff')).toBe(
      'db.example:5432/airflyff',
    )
    expect(where('postgresql://portail:s3cret@db.example/airflyff?sslmode=require')).toBe(
      'db.example/airflyff',
    )
    expect(where('postgres://portail:s3cret@/airflyff?host=/cloudsql/p:r:i')).toBe(
      '/cloudsql/p:r:i/airflyff',
    )
    expect(where('postgres://portail:p@ss@db.example/airflyff')).toBe('db.example/airflyff')
    expect(where('not a url with s3cret')).not.toContain('s3cret')
  })
})

describe('the rate limits and the cap of game accounts', () => {
  it('are the defaults without a setting', () => {
    expect(limitsFromEnv({})).toEqual(DEFAULT_LIMITS)
    expect(DEFAULT_LIMITS.maxGameAccounts).toBe(5)
  })

  it('take RATE_LIMIT_* as <per player>,<per address>/<seconds>, and MAX_GAME_ACCOUNTS', () => {
    const limits = limitsFromEnv({
      RATE_LIMIT_CHECKOUT: '3,9/120',
      RATE_LIMIT_GAME_ACCOUNTS: ' 1,2/3600 ',
      MAX_GAME_ACCOUNTS: '8',
    })
    expect(limits.actions.checkout).toEqual({ perPlayer: 3, perIp: 9, windowS: 120 })
    expect(limits.actions.gameAccounts).toEqual({ perPlayer: 1, perIp: 2, windowS: 3600 })
    expect(limits.actions.transfer).toEqual(DEFAULT_LIMITS.actions.transfer)
    expect(limits.maxGameAccounts).toBe(8)
  })

  it('take APPROVAL_THRESHOLD: the AirPoints one operator moves alone (default 10 000)', () => {
    expect(limitsFromEnv({}).approvalThreshold).toBe(10_000)
    expect(limitsFromEnv({ APPROVAL_THRESHOLD: '500' }).approvalThreshold).toBe(500)
  })

  it.each([
    ['RATE_LIMIT_TRANSFER', '10/600'],
    ['RATE_LIMIT_TRANSFER', '0,5/600'],
    ['RATE_LIMIT_CLAIM', '5,5/0'],
    ['RATE_LIMIT_VOTE_REQUEST', 'beaucoup'],
    ['MAX_GAME_ACCOUNTS', '0'],
    ['MAX_GAME_ACCOUNTS', '2.5'],
    ['APPROVAL_THRESHOLD', '0'],
    ['APPROVAL_THRESHOLD', 'mille'],
  ])('refuses %s=%s with its name', (name, value) => {
    expect(() => limitsFromEnv({ [name]: value })).toThrow(name)
  })
})

describe('development settings in production (NODE_ENV=production)', () => {
  const production = {
    NODE_ENV: 'production',
    TOTP_ENCRYPTION_KEY: 'k'.repeat(32),
    DATABASE_URL: 'postgres://u:p@db:5432/airflyff',
    FIREBASE_PROJECT_ID: 'airflyff-prod',
    WEB_ORIGINS: 'https://airflyff.fr',
    SELLER_NAME: 'AirFlyff SAS',
    SELLER_ADDRESS: '1 rue de la Paix, 75002 Paris',
    SELLER_CONTACT: 'contact@airflyff.fr',
    SELLER_REGISTRATION: 'RCS Paris 123 456 789',
    MEDIATOR_NAME: 'Médiateur de la consommation',
    MEDIATOR_URL: 'https://mediateur.example',
    VAT_MODE: 'franchise',
    SMTP_URL: 'smtps://u:p@smtp.example:465',
    MAIL_FROM: 'AirFlyff <ventes@airflyff.fr>',
  }

  it('start with production settings', () => {
    expect(configFromEnv(production).projectId).toBe('airflyff-prod')
  })

  it('refuse the Auth Emulator', () => {
    expect(() =>
      configFromEnv({ ...production, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/)
  })

  it('refuse a missing seller, mediator, VAT status or SMTP provider, naming it', () => {
    for (const name of ['SELLER_NAME', 'MEDIATOR_NAME', 'MEDIATOR_URL', 'VAT_MODE', 'SMTP_URL']) {
      expect(() => configFromEnv({ ...production, [name]: '' })).toThrow(
        name === 'SMTP_URL' ? /SMTP_URL/ : new RegExp(name),
      )
    }
    expect(() => configFromEnv({ ...production, VAT_MODE: 'vat' })).toThrow(/VAT_RATE_PERCENT/)
    const vat = { ...production, VAT_MODE: 'vat', VAT_RATE_PERCENT: '20', VAT_NUMBER: 'FR00123' }
    expect(configFromEnv(vat).sale?.vat).toEqual({ mode: 'vat', rateBp: 2000, number: 'FR00123' })
  })

  it('refuse the demo data', () => {
    expect(() => configFromEnv({ ...production, SEED_DEMO: '1' })).toThrow(/SEED_DEMO/)
    // The second factor's key (docs/decisions/059): required, and long enough.
    expect(() => configFromEnv({ ...production, TOTP_ENCRYPTION_KEY: '' })).toThrow(
      /TOTP_ENCRYPTION_KEY is not set/,
    )
    expect(() => configFromEnv({ ...production, TOTP_ENCRYPTION_KEY: 'short' })).toThrow(
      /TOTP_ENCRYPTION_KEY is too short/,
    )
  })

  it('refuse WEB_ORIGINS at localhost, set or left unset', () => {
    const { WEB_ORIGINS: _unset, ...withoutOrigins } = production
    expect(() => configFromEnv(withoutOrigins)).toThrow(/WEB_ORIGINS/)
    for (const origins of [
      'http://localhost:5173',
      'https://airflyff.fr,http://127.0.0.1:4173',
      'http://[::1]:8080',
    ]) {
      expect(() => configFromEnv({ ...production, WEB_ORIGINS: origins })).toThrow(/WEB_ORIGINS/)
    }
  })

  it('refuse the demo Firebase project, set or left unset', () => {
    const { FIREBASE_PROJECT_ID: _unset, ...withoutProject } = production
    expect(() => configFromEnv(withoutProject)).toThrow(/FIREBASE_PROJECT_ID/)
    expect(() => configFromEnv({ ...production, FIREBASE_PROJECT_ID: 'demo-airflyff' })).toThrow(
      /FIREBASE_PROJECT_ID/,
    )
  })

  it('are accepted outside production', () => {
    const development = {
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      SEED_DEMO: '1',
      FIREBASE_PROJECT_ID: 'demo-airflyff',
    }
    expect(configFromEnv(development).seedDemo).toBe(true)
  })
})
