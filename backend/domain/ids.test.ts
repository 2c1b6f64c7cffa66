import { describe, expect, it } from 'vitest'
import { deliveryIdOf } from './ids'

describe('deliveryIdOf', () => {
  it('is the same for the same request, and differs for another', async () => {
    const id = await deliveryIdOf('order', 'uid-1', 'key-1')
    expect(await deliveryIdOf('order', 'uid-1', 'key-1')).toBe(id)
    expect(await deliveryIdOf('order', 'uid-1', 'key-2')).not.toBe(id)
    expect(await deliveryIdOf('order', 'uid-1k', 'ey-1')).not.toBe(id)
    expect(await deliveryIdOf('claim', 'uid-1', 'key-1')).not.toBe(id)
  })

  it('fits the game marker (100 characters) whatever the uid and key', async () => {
    const id = await deliveryIdOf('order', 'u'.repeat(128), 'k'.repeat(128))
    expect(id).toMatch(/^order:[0-9a-f]{64}$/)
  })
})
