import type { OutgoingHttpHeaders } from 'node:http'
import { TsRestResponse } from '@ts-rest/serverless/fetch'
import type { CachedAnswer } from '@backend/http/public-cache'

/**
 * The Node side of the bridge between Node's http and the API's fetch handler: writing its
 * answers on a Node response. The request side (a fetch Request from what Node received, with
 * the API's 405/400/413 refusals) is runtime-neutral: backend/http/raw-request.ts (decision 046).
 */

/**
 * What the writers use of a Node response: Node's http.ServerResponse has it, and so has the
 * functions host's (express's Response extends it).
 */
export interface RawResponse {
  writeHead(status: number, headers: OutgoingHttpHeaders): unknown
  end(body: Uint8Array | string): unknown
}

/** The headers of a cached answer with an adapter's own, merged once per pair (both are kept). */
const mergedHeaders = new WeakMap<object, WeakMap<object, Record<string, string>>>()
const NO_HEADERS: Record<string, string> = {}
const NO_BODY = new Uint8Array()

/** Writes an answer of the handler's cache (public-cache.ts), with the adapter's own headers. */
export function writeCachedAnswer(
  res: RawResponse,
  { status, headers, body }: CachedAnswer,
  extraHeaders: Record<string, string> = NO_HEADERS,
): void {
  let byExtra = mergedHeaders.get(headers)
  if (!byExtra) mergedHeaders.set(headers, (byExtra = new WeakMap()))
  let merged = byExtra.get(extraHeaders)
  if (!merged) byExtra.set(extraHeaders, (merged = { ...extraHeaders, ...headers }))
  res.writeHead(status, merged)
  res.end(body ?? NO_BODY)
}

/** Writes the API's answer, with the adapter's own headers (CORS) first. */
export async function writeResponse(
  res: RawResponse,
  response: Response,
  extraHeaders: Record<string, string> = {},
): Promise<void> {
  const headers: Record<string, string> = { ...extraHeaders }
  response.headers.forEach((value, name) => (headers[name] = value))
  res.writeHead(response.status, headers)
  // The router's JSON answers keep the text they were made from: written as it is, not read
  // back from the response's stream.
  const text = response instanceof TsRestResponse ? response.rawBody : null
  res.end(typeof text === 'string' ? text : new Uint8Array(await response.arrayBuffer()))
}
