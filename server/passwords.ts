import { randomBytes, scrypt, timingSafeEqual, type BinaryLike } from 'node:crypto'

const KEY_LENGTH = 32

function derive(password: BinaryLike, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key))),
  )
}

/** 'scrypt$<salt hex>$<key hex>' (node:crypto scrypt, N=16384, r=8, p=1): never the clear text. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  return `scrypt$${salt.toString('hex')}$${(await derive(password, salt)).toString('hex')}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const expected = Buffer.from(key, 'hex')
  const actual = await derive(password, Buffer.from(salt, 'hex'))
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
