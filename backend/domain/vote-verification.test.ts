import { describe, expect, it } from 'vitest'
import type { Ports, VoteSite, VoteTokenRow } from '../ports'
import { confirmVote, voteLinkOf, type VoteVerification } from './vote-verification'

/**
 * The pull sites without a demo site (top-serveurs.net, liste-serveurs.fr) and topg.org's vote
 * link, through the public functions; serveur-prive.net and gtop100 run in the conformance suite
 * (tests/api/votes.test.ts) on both backends.
 */
const NOW = new Date('2026-05-04T10:00:20Z')
const token: VoteTokenRow = {
  token: 't',
  uid: 'joueur',
  providerId: 'site',
  issuedAt: NOW.getTime() - 20_000,
  ip: '203.0.113.7',
  ref: 'ref-1',
}

function site(verification: VoteVerification, link = 'https://site.example/vote/42'): VoteSite {
  return {
    id: 'site',
    name: 'Site',
    link,
    image: '/images/vote.svg',
    cooldownMs: 7_200_000,
    verification,
  }
}

/** A site API that answers `answer` (or fails), recording the URLs asked. */
function siteApi(answer: { status: number; body: unknown } | Error) {
  const asked: string[] = []
  const claimed: string[] = []
  // The site's vote is recorded, then taken by the token (one vote, one token).
  const tx = {
    votes: {
      recordPingback: async () => undefined,
      claimPingback: async (_site: string, _vote: unknown, _since: number, by: string) => {
        claimed.push(by)
        return true
      },
    },
  }
  const ports = {
    store: { transaction: async (work) => work(tx as never) } as Ports['store'],
    voteSiteApi: {
      get: async (url: string) => {
        asked.push(url)
        if (answer instanceof Error) throw answer
        return answer
      },
    },
  }
  return { ports, asked, claimed }
}

describe.each([
  {
    kind: 'top-serveurs' as const,
    verification: { kind: 'top-serveurs', serverToken: 'tok en' } as const,
    url: 'https://api.top-serveurs.net/v1/votes/check-ip?server_token=tok%20en&ip=203.0.113.7',
    yes: { code: 200, message: 'vote found' },
    no: { code: 404, message: 'no vote' },
  },
  {
    kind: 'liste-serveurs' as const,
    verification: { kind: 'liste-serveurs', serverId: '77' } as const,
    url: 'https://www.liste-serveurs.fr/api/checkVote/77/203.0.113.7',
    yes: { success: true },
    no: { success: false },
  },
])('$kind (asked about the voter address)', ({ verification, url, yes, no }) => {
  it('confirms on the site documented positive answer, asking its check URL', async () => {
    const { ports, asked, claimed } = siteApi({ status: 200, body: yes })
    expect(await confirmVote(ports, site(verification), token, NOW)).toEqual({
      confirmed: true,
      nextVote: null,
    })
    expect(asked).toEqual([url])
    expect(claimed).toEqual([token.token])
  })

  it('does not confirm a negative answer, an error status, an odd body or an unreachable site', async () => {
    for (const answer of [
      { status: 200, body: no },
      { status: 500, body: yes },
      { status: 200, body: 'ok' },
    ]) {
      const { ports } = siteApi(answer)
      expect(await confirmVote(ports, site(verification), token, NOW)).toMatchObject({
        confirmed: false,
      })
    }
    const { ports } = siteApi(new Error('timeout'))
    expect(await confirmVote(ports, site(verification), token, NOW)).toEqual({
      confirmed: false,
      reason: 'unreachable',
    })
  })

  it('asks nothing and confirms nothing without the voter address', async () => {
    const { ports, asked } = siteApi({ status: 200, body: yes })
    expect(await confirmVote(ports, site(verification), { ...token, ip: null }, NOW)).toMatchObject(
      { confirmed: false },
    )
    expect(asked).toEqual([])
  })
})

describe("topg.org's vote link", () => {
  const topg = { kind: 'topg', pingbackKey: 'a-long-key' } as const

  it('carries the vote reference as p_resp, which topg sends back with its postback', () => {
    const link = voteLinkOf(site(topg, 'https://topg.org/server-airflyff-id1'), 'ref 1')
    expect(new URL(link).searchParams.get('p_resp')).toBe('ref 1')
    expect(link.startsWith('https://topg.org/server-airflyff-id1?')).toBe(true)
  })

  it('puts the reference where the site link places {ref}', () => {
    expect(voteLinkOf(site(topg, 'https://topg.org/vote/{ref}/go'), 'r/1')).toBe(
      'https://topg.org/vote/r%2F1/go',
    )
  })

  it('leaves the link of a site asked by the portal as it is', () => {
    const pull = site({ kind: 'liste-serveurs', serverId: '77' }, 'https://liste.example/{ref}')
    expect(voteLinkOf(pull, 'r')).toBe('https://liste.example/')
  })
})
