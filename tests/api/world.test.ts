import { describe, expect, it } from 'vitest'
import { backend, clientFor, forEachBackend, rawFetch } from './helpers'

const visitor = () => clientFor('nouveau')

forEachBackend(() => {
  describe('GET /world/characters/:name (public)', () => {
    it('answers a character whatever the case, with its place, guild and online flag', async () => {
      const answer = await visitor().world.character({ params: { name: 'aELIS' } })
      expect(answer.status).toBe(200)
      expect(answer.body).toMatchObject({
        name: 'Aelis',
        job: 24,
        level: 165,
        place: 1,
        guild: { name: "Les Ailes d'Argent", rank: 0 },
      })
      const online = answer.status === 200 ? answer.body.online : 'none'
      expect(online === null || typeof online === 'boolean').toBe(true)
    })

    it('answers 404 for staff, deleted and unknown names, and odd ones, never an error', async () => {
      for (const name of ['GM_Airflyff', 'Oubliee', 'Personne', "l'%_[]", 'x'.repeat(300), ' ']) {
        const response = await rawFetch(`/world/characters/${encodeURIComponent(name)}`)
        expect(response.status, name).toBe(404)
        expect(await response.json()).toEqual({ message: 'Personnage introuvable.' })
      }
    })

    it('is public and cached with an ETag, needing no token', async () => {
      const response = await rawFetch('/world/characters/Brakkar')
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/)
      expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/)
      const again = await rawFetch('/world/characters/Brakkar', {
        headers: { 'if-none-match': response.headers.get('etag') ?? '' },
      })
      expect(again.status).toBe(304)
    })
  })

  describe('GET /world/guilds (public)', () => {
    it('ranks guilds by level then members, the master being the member of rank 0, staff left out', async () => {
      const answer = await visitor().world.guilds()
      expect(answer.status).toBe(200)
      const guilds = answer.status === 200 ? answer.body : []
      expect(guilds.map((g) => g.name)).toEqual([
        "Les Ailes d'Argent",
        'Ordre du Crépuscule',
        'Vent du Nord',
        'Éclat',
      ])
      // Cyrene is listed first with rank 1; GM_Airflyff (a member) is staff.
      expect(guilds[0]).toEqual({
        name: "Les Ailes d'Argent",
        level: 14,
        master: 'Aelis',
        members: 5,
        averageLevel: 157.2,
      })
    })
  })

  describe('GET /world/guilds/:name (public)', () => {
    it('answers a guild by its name (spaces, accents, any case) with its members by rank', async () => {
      const answer = await visitor().world.guild({ params: { name: 'ordre du crépuscule' } })
      expect(answer.status).toBe(200)
      const guild = answer.status === 200 ? answer.body : null
      expect(guild?.master).toBe('Brakkar')
      expect(guild?.memberList.map((m) => [m.name, m.rank])).toEqual([
        ['Brakkar', 0],
        ['Faelar', 1],
        ['Gorrim', 2],
        ['Hyssia', 4],
      ])
      const apostrophe = await rawFetch(`/world/guilds/${encodeURIComponent("LES AILES D'ARGENT")}`)
      expect(apostrophe.status).toBe(200)
      expect(
        ((await apostrophe.json()) as { memberList: { name: string }[] }).memberList.map(
          (m) => m.name,
        ),
      ).not.toContain('GM_Airflyff')
    })

    it('answers 404 for a guild the game does not have', async () => {
      const answer = await visitor().world.guild({ params: { name: 'Guilde Fantôme' } })
      expect(answer.status).toBe(404)
    })

    it('answers 503 while the game cannot be read and nothing was read before', async () => {
      backend().game.setReachable(false)
      try {
        const answer = await visitor().world.guild({ params: { name: 'Vent du Nord inconnu' } })
        expect(answer.status).toBe(503)
      } finally {
        backend().game.setReachable(true)
      }
    })
  })
  describe("GET /sitemap.xml: the world's pages", () => {
    const locs = async () => {
      const xml = await (await rawFetch('/sitemap.xml')).text()
      return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '')
    }

    it('lists the ranked characters and every guild, staff left out, names escaped', async () => {
      const listed = await locs()
      expect(listed).toContain('https://airflyff.fr/personnage/Aelis')
      expect(listed).toContain('https://airflyff.fr/personnage/Brakkar')
      expect(listed).toContain('https://airflyff.fr/guildes/Vent%20du%20Nord')
      expect(listed).toContain(
        `https://airflyff.fr/guildes/${encodeURIComponent("Les Ailes d'Argent")}`,
      )
      expect(listed).toContain(`https://airflyff.fr/guildes/${encodeURIComponent('Éclat')}`)
      expect(listed.filter((loc) => loc.includes('/guildes/'))).toHaveLength(4)
      expect(listed.some((loc) => loc.includes('GM_Airflyff'))).toBe(false)
      expect(listed.some((loc) => loc.includes('Oubliee'))).toBe(false)
    })

    it('still lists the site and its news while the game cannot be read', async () => {
      backend().game.setReachable(false)
      try {
        const listed = await locs()
        expect(listed.some((loc) => loc.endsWith('/actualites/mise-a-jour-des-donjons'))).toBe(true)
        expect(listed.some((loc) => loc.includes('/personnage/'))).toBe(false)
      } finally {
        backend().game.setReachable(true)
      }
    })
  })
})
