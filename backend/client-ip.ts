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
