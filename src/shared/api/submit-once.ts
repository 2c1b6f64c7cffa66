/** The waits before each new try of a submission whose answer was lost. */
export const RETRY_DELAYS_MS = [500, 1500] as const

/**
 * One submission that moves AirPoints, sends a reward or changes a game account's password,
 * carried out at most once: it gets one idempotency key, and while no answer can be read (status
 * 0: no connection, no answer in time), the same request is sent again with the same key, which
 * the server answers with the first outcome without moving anything twice. Gives the last
 * answer: still status 0 means that the outcome is not known.
 */
export async function submitOnce<R extends { status: number }>(
  send: (idempotencyKey: string) => Promise<R>,
  retryDelaysMs: readonly number[] = RETRY_DELAYS_MS,
): Promise<R> {
  const key = crypto.randomUUID()
  let answer = await send(key)
  for (const wait of retryDelaysMs) {
    if (answer.status !== 0) break
    await new Promise((resolve) => setTimeout(resolve, wait))
    answer = await send(key)
  }
  return answer
}
