import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { deliveryIdOf } from '@backend/domain/ids'

/** A delivery's id is stored and sent to the game: the same parts must give the same id. */
describe('deliveryIdOf', () => {
  const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

  it('is the kind and the SHA-256 of the parts joined by NUL', async () => {
    expect(await deliveryIdOf('order', 'uid-1', 'clé-é')).toBe(
      `order:${sha256('uid-1\u0000clé-é')}`,
    )
    expect(await deliveryIdOf('claim', 'uid-1', '7', '2026-11')).toBe(
      `claim:${sha256('uid-1\u00007\u00002026-11')}`,
    )
  })

  it('stays within the game marker whatever the parts, and differs with them', async () => {
    const long = await deliveryIdOf('order', 'u'.repeat(128), 'k'.repeat(200))
    expect(long.length).toBeLessThanOrEqual(70)
    expect(await deliveryIdOf('order', 'a', 'bc')).not.toBe(await deliveryIdOf('order', 'ab', 'c'))
  })
})
