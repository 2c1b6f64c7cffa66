import { CLIENT_IP_HEADER } from './client-ip'

/**
 * The API's rules for a request as an HTTP adapter received it (Node's http, a functions host,
 * the mock API server), before and while it becomes a fetch Request: unknown methods answer 405,
 * a malformed target 400, a body over 64 KB 413. Only Web-standard types here (Request, Headers,
 * URL, bytes): the Node side of the bridge is server/http/bridge.ts (decision 046).
 */

/** Largest request body the API reads; a bigger one answers 413 unread. */
export const MAX_BODY_BYTES = 64 * 1024

/** Methods the API knows; any other (TRACE, CONNECT, made-up ones) answers 405. */
export const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
export const KNOWN_METHODS: ReadonlySet<string> = new Set<string>(API_METHODS)

export function errorJson(status: number, message: string): Response {
  return Response.json({ message }, { status })
}

/**
 * For HTTP adapters before they build a fetch Request, which throws on TRACE or CONNECT and on
 * an origin-less target: the 4xx answer of a method or target no call accepts, or null to go on.
 */
export function rawRequestRefusal(method: string | undefined, target: string | undefined) {
  if (!method || !KNOWN_METHODS.has(method.toUpperCase())) {
    return errorJson(405, 'Method not allowed')
  }
  if (!target?.startsWith('/') || target.startsWith('//')) {
    return errorJson(400, 'Malformed request target')
  }
  return null
}

/** The answer to a body that passed MAX_BODY_BYTES, for adapters that read it themselves. */
export const bodyTooLargeAnswer = () => errorJson(413, 'Request body too large')

/** A request as an HTTP adapter received it (Node's http, a functions host), body already read. */
export interface RawRequest {
  method: string | undefined
  /** The request target: path and query. */
  target: string | undefined
  headers: Record<string, string | string[] | undefined>
  body?: Uint8Array<ArrayBuffer> | null
  /** The origin the fetch Request gets (the API reads only its path and query). */
  base: string
  /** The caller's address as the adapter determined it (backend/http/client-ip.ts), or null. */
  clientIp?: string | null
}

/**
 * Requests whose body an adapter already held to MAX_BODY_BYTES (requestFromRaw): the handler
 * does not read it again from a clone of the request.
 */
const measured = new WeakSet<Request>()

/** True when requestFromRaw built this request: its body is within MAX_BODY_BYTES. */
export const isMeasured = (request: Request) => measured.has(request)

/**
 * For HTTP adapters: the fetch Request of a raw request, or the 4xx answer of
 * one the API must not read (unknown method, malformed target, body over 64 KB).
 * Repeated headers other than strings are left out, as fetch would join them.
 */
export function requestFromRaw(raw: RawRequest): Request | Response {
  const refused = rawRequestRefusal(raw.method, raw.target)
  if (refused) return refused
  if (raw.body && raw.body.byteLength > MAX_BODY_BYTES) return bodyTooLargeAnswer()
  let url: URL
  try {
    url = new URL(raw.target ?? '/', raw.base)
  } catch {
    return errorJson(400, 'Malformed request target')
  }
  const headers = new Headers()
  for (const [name, value] of Object.entries(raw.headers)) {
    if (typeof value === 'string') headers.set(name, value)
  }
  // Only the adapter says who calls: never a header the caller sent under that name.
  headers.delete(CLIENT_IP_HEADER)
  if (raw.clientIp) headers.set(CLIENT_IP_HEADER, raw.clientIp)
  const method = raw.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD' && raw.body && raw.body.byteLength > 0
  const request = new Request(url, { method, headers, body: hasBody ? raw.body : undefined })
  measured.add(request)
  return request
}

/**
 * For HTTP adapters that stream the body (any async iterable of bytes: Node's IncomingMessage,
 * a Web ReadableStream): refuses the method or target first, reads the body up to
 * MAX_BODY_BYTES (413 past it, unread further), then builds the Request as requestFromRaw() does.
 */
export async function requestFromStream(
  raw: Omit<RawRequest, 'body'>,
  stream: AsyncIterable<Uint8Array>,
): Promise<Request | Response> {
  const refused = rawRequestRefusal(raw.method, raw.target)
  if (refused) return refused
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of stream) {
    size += chunk.byteLength
    if (size > MAX_BODY_BYTES) return bodyTooLargeAnswer()
    chunks.push(chunk)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return requestFromRaw({ ...raw, body })
}
