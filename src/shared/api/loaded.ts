import type { NetworkFailure } from './client'

/** Why a read gave no data: the server refused or failed (any non-200), or no answer came. */
export type ReadFailure = 'refused' | NetworkFailure['body']['message']

/**
 * What a loader gives a page: the data, or a typed failure, never an empty stand-in. A page
 * draws no conclusion from a failure (no « aucun compte », no « récupérée », no « - »): it says
 * the information is unavailable for now and offers to try again, without a red error box
 * (docs/routes-and-data.md).
 */
export type Loaded<T> = { ok: true; data: T } | { ok: false; failure: ReadFailure }

export const loaded = <T>(data: T): Loaded<T> => ({ ok: true, data })

/** The failure of an answer that is not the expected 200 (status 0: no answer could be read). */
export function notLoaded(answer: { status: number; body: unknown }): {
  ok: false
  failure: ReadFailure
} {
  if (answer.status === 0) return { ok: false, failure: (answer as NetworkFailure).body.message }
  return { ok: false, failure: 'refused' }
}

/** Every read, or the first failure: for a part of a page that needs several of them. */
export function allLoaded<T extends unknown[]>(results: {
  [K in keyof T]: Loaded<T[K]>
}): Loaded<T> {
  const data: unknown[] = []
  for (const result of results as Loaded<unknown>[]) {
    if (!result.ok) return result
    data.push(result.data)
  }
  return loaded(data as T)
}

/**
 * A read: the 200 answer's body (typed by the contract's response union), or the failure of any
 * other answer; a read that threw (a bug, never an HTTP answer) is a failure too, so that no page
 * breaks.
 */
export function readOk<R extends { status: number; body: unknown }>(
  call: Promise<R>,
): Promise<Loaded<Extract<R, { status: 200 }>['body']>> {
  const isOk = (answer: R): answer is Extract<R, { status: 200 }> => answer.status === 200
  return call.then(
    (answer) => (isOk(answer) ? loaded(answer.body) : notLoaded(answer)),
    (error: unknown) => {
      console.error(error)
      return { ok: false, failure: 'invalid-response' } as const
    },
  )
}
