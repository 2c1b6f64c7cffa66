import { describe, expect, it } from 'vitest'
import { clientFor, mockBackend, useMockApi } from './helpers'

useMockApi()

describe('mock admin: votes.setProviderLink', () => {
  it('serves the link it was given, whatever it is, and refuses an unknown site', async () => {
    expect(await mockBackend.votes.setProviderLink('gtop100', 'javascript:alert(1)')).toBe(true)
    const list = await clientFor('joueur').votes.list()
    expect(list.status).toBe(200)
    const links = list.status === 200 ? list.body.map((p) => [p.id, p.link]) : []
    expect(links).toEqual([
      ['gtop100', 'javascript:alert(1)'],
      ['topg', '/__mock/vote/topg'],
      ['serveurprive', '/__mock/vote/serveurprive'],
    ])
    expect(await mockBackend.votes.setProviderLink('nope', 'https://x.test')).toBe(false)
  })
})
