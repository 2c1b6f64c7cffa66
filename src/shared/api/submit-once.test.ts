import { describe, expect, it, vi } from 'vitest'
import { submitOnce } from './submit-once'

describe('a submission carried out at most once', () => {
  it('sends once when an answer arrives, whatever its status', async () => {
    const send = vi.fn(async (_key: string) => ({ status: 409 }))
    expect(await submitOnce(send, [0, 0])).toEqual({ status: 409 })
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('sends again with the same key while the answer is lost, and gives the first real one', async () => {
    const answers = [{ status: 0 }, { status: 201 }]
    const send = vi.fn(async (_key: string) => answers.shift() ?? { status: 500 })
    expect(await submitOnce(send, [0, 0])).toEqual({ status: 201 })
    expect(send).toHaveBeenCalledTimes(2)
    const [first, second] = send.mock.calls.map(([key]) => key)
    expect(first).toMatch(/^[\x21-\x7e]{1,128}$/)
    expect(second).toBe(first)
  })

  it('gives up after the last retry: the outcome is not known', async () => {
    const send = vi.fn(async (_key: string) => ({ status: 0 }))
    expect(await submitOnce(send, [0, 0])).toEqual({ status: 0 })
    expect(send).toHaveBeenCalledTimes(3)
    expect(new Set(send.mock.calls.map(([key]) => key)).size).toBe(1)
  })

  it('uses a new key for each submission', async () => {
    const send = vi.fn(async (_key: string) => ({ status: 201 }))
    await submitOnce(send)
    await submitOnce(send)
    expect(send.mock.calls[0]![0]).not.toBe(send.mock.calls[1]![0])
  })
})
