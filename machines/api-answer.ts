/** What a machine's HTTP actor resolves to: the status and the raw body (status 0: no answer). */
export interface ApiAnswer {
  status: number
  body: unknown
}

/** The `message` of an error body, if any. */
export function messageOf(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const message = (body as { message: unknown }).message
    return typeof message === 'string' ? message : undefined
  }
  return undefined
}
