import { describe, expect, it } from 'vitest'
import {
  UNKNOWN_ADDRESS_BUCKET,
  addressBucket,
  checkFunctionsProxyHops,
  clientIpOf,
  trustedHopsFrom,
} from './client-ip'

describe("the caller's address", () => {
  it('is the connection peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientIpOf({ peer: '198.51.100.4', forwardedFor: '203.0.113.9', trustedHops: 0 })).toBe(
      '198.51.100.4',
    )
    expect(clientIpOf({ peer: '::ffff:127.0.0.1', forwardedFor: null, trustedHops: 0 })).toBe(
      '127.0.0.1',
    )
  })

  it("is what the platform's proxy appended, never an entry the caller wrote before it", () => {
    // The caller sent "X-Forwarded-For: 203.0.113.9"; the platform's one proxy appended its peer.
    const forwardedFor = '203.0.113.9, 192.0.2.44'
    expect(clientIpOf({ peer: '10.0.0.2', forwardedFor, trustedHops: 1 })).toBe('192.0.2.44')
    expect(clientIpOf({ peer: '10.0.0.2', forwardedFor: [forwardedFor], trustedHops: 2 })).toBe(
      '203.0.113.9',
    )
  })

  it('is unknown when the trusted entry is missing or not an address', () => {
    expect(clientIpOf({ peer: '10.0.0.2', forwardedFor: undefined, trustedHops: 1 })).toBeNull()
    expect(clientIpOf({ peer: '10.0.0.2', forwardedFor: 'nope', trustedHops: 1 })).toBeNull()
  })

  it('reads TRUST_PROXY_HOPS as a small whole number, refusing anything else', () => {
    expect(trustedHopsFrom(undefined)).toBe(0)
    expect(trustedHopsFrom('1')).toBe(1)
    expect(() => trustedHopsFrom('yes')).toThrow(/TRUST_PROXY_HOPS/)
    expect(() => trustedHopsFrom('-1')).toThrow(/TRUST_PROXY_HOPS/)
  })
})

describe('addressBucket', () => {
  it('counts an IPv4 address as itself, an IPv6 one by its /64, whatever its spelling', () => {
    expect(addressBucket('203.0.113.9')).toBe('203.0.113.9')
    expect(addressBucket('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(addressBucket('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(addressBucket('2001:0db8:0001:0002::')).toBe('2001:db8:1:2::/64')
    expect(addressBucket('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressBucket('::1')).toBe('0:0:0:0::/64')
    expect(addressBucket('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64')
    expect(addressBucket('2001:db8:1:3::1')).not.toBe(addressBucket('2001:db8:1:2::1'))
  })

  it('puts every unknown or unreadable address in one shared bucket', () => {
    expect(addressBucket(null)).toBe(UNKNOWN_ADDRESS_BUCKET)
    expect(addressBucket('')).toBe(UNKNOWN_ADDRESS_BUCKET)
    expect(addressBucket('not-an-address')).toBe(UNKNOWN_ADDRESS_BUCKET)
  })
})

describe('checkFunctionsProxyHops', () => {
  it('refuses 0 hops on Cloud Functions and accepts 1 or more', () => {
    expect(() => checkFunctionsProxyHops(0)).toThrow(/TRUST_PROXY_HOPS must be at least 1/)
    expect(() => checkFunctionsProxyHops(1)).not.toThrow()
    expect(() => checkFunctionsProxyHops(2)).not.toThrow()
  })
})
