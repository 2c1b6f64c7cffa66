import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkFunctionsDatabase, checkNodeDatabase, databaseWhere } from '@server/config'

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
