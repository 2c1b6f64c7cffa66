import { z } from 'zod'

/**
 * The caller's address, as the HTTP adapter determined it (never as the caller sent it): each
 * adapter replaces whatever a request carries under this name before the API reads it.
 */
export const CLIENT_IP_HEADER = 'x-airflyff-client-ip'

const IpSchema = z.string().ip()

/**
 * The address of the caller: the connection's own peer when no proxy is trusted (`trustedHops`
 * 0), else the entry that the outermost of the `trustedHops` proxies in front of the server
 * appended to X-Forwarded-For (each proxy appends the address it received the request from; the
 * entries before are the caller's to write and never read). Null when that entry is missing or
 * not an address.
 */
export function clientIpOf({
  peer,
  forwardedFor,
  trustedHops,
}: {
  peer: string | undefined | null
  forwardedFor: string | string[] | undefined | null
  trustedHops: number
}): string | null {
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  // [caller's entries..., what each trusted proxy appended..., the connection's peer]
  const addresses = [...chain, peer ?? '']
  const candidate = addresses[addresses.length - 1 - trustedHops]
  if (!candidate) return null
  const ip = candidate.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1')
  return IpSchema.safeParse(ip).success ? ip : null
}

/** TRUST_PROXY_HOPS: how many proxies of the platform stand in front of the server (default 0). */
export function trustedHopsFrom(value: string | undefined): number {
  if (!value) return 0
  const hops = Number(value)
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(
      `TRUST_PROXY_HOPS must be the number of the platform's proxies, 0 to 10 (got ${JSON.stringify(value)})`,
    )
  }
  return hops
}

/** The bucket of an address that could not be read: every such caller shares it. */
export const UNKNOWN_ADDRESS_BUCKET = 'unknown'

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail read as two), or null. */
function ipv6Groups(ip: string): number[] | null {
  let text = ip.toLowerCase()
  const v4 = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (v4) {
    const [a, b, c, d] = v4.slice(2).map(Number) as [number, number, number, number]
    text = `${v4[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const halves = text.split('::')
  if (halves.length > 2) return null
  const part = (half: string | undefined) => (half ? half.split(':') : [])
  const head = part(halves[0])
  const tail = part(halves[1])
  const missing = 8 - head.length - tail.length
  if (halves.length === 1 ? missing !== 0 : missing < 0) return null
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail]
  const numbers = groups.map((group) => (/^[0-9a-f]{1,4}$/.test(group) ? parseInt(group, 16) : NaN))
  return numbers.some(Number.isNaN) ? null : numbers
}

/**
 * The key an address is counted under by the per-address limits: an IPv4 address as it is, an
 * IPv6 address by its /64 (what one subscriber or host is given: every address in it is his), an
 * unreadable one in one shared bucket. Only the counting key: the address logged stays whole.
 */
export function addressBucket(ip: string | null): string {
  if (!ip || !IpSchema.safeParse(ip).success) return UNKNOWN_ADDRESS_BUCKET
  if (!ip.includes(':')) return ip
  const groups = ipv6Groups(ip)
  if (!groups) return UNKNOWN_ADDRESS_BUCKET
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/**
 * Cloud Functions: the connection's peer is always Google's front end, never the caller, so
 * TRUST_PROXY_HOPS=0 would count every player as one address. Throws the start-up refusal.
 */
export function checkFunctionsProxyHops(trustedHops: number): void {
  if (trustedHops >= 1) return
  throw new Error(
    'TRUST_PROXY_HOPS must be at least 1 on Cloud Functions (server/entry/functions.ts): the peer of ' +
      "every request is Google's front end, so with 0 every player would share one address in " +
      'the rate limits. Set TRUST_PROXY_HOPS=1 (the front end appends the caller to X-Forwarded-For).',
  )
}
