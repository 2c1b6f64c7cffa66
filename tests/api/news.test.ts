import { describe, expect, it, vi } from 'vitest'
import { NEWS_PAGE_SIZE } from '@contract/schemas'
import { backend, clientFor, clientWith, forEachBackend, rawFetch } from './helpers'

const REASON = 'Annonce de la mise à jour'
const operator = () => clientFor('operateur')
const visitor = () => clientWith(null)

async function publicList(query: { page?: number; limit?: number } = {}) {
  const answer = await visitor().news.public.list({ query })
  if (answer.status !== 200) throw new Error(`news answered ${answer.status}`)
  return answer.body
}

async function write(title: string, body = 'Un texte.', pinned = false) {
  const answer = await operator().news.console.create({
    body: { title, body, image: null, pinned, reason: REASON },
  })
  if (answer.status !== 201) throw new Error(`create answered ${answer.status}`)
  return answer.body
}

async function lastAudit() {
  const answer = await operator().admin.audit({ query: { limit: 1 } })
  if (answer.status !== 200) throw new Error(`audit answered ${answer.status}`)
  return answer.body.entries[0]
}

forEachBackend(() => {
  describe('GET /news (public)', () => {
    it('serves the demo: pinned first, the scheduled one not yet, then once its time passed', async () => {
      const first = await publicList()
      expect(first.items.map((item) => [item.slug, item.pinned])).toEqual([
        ['bienvenue-sur-airflyff', true],
        ['mise-a-jour-des-donjons', false],
      ])
      expect(first).toMatchObject({ page: 1, pages: 1, total: 2 })
      const scheduled = await visitor().news.public.item({ params: { slug: 'evenement-de-noel' } })
      expect(scheduled.status).toBe(404)
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date(Date.now() + 3 * 24 * 3600 * 1000))
      const later = await publicList()
      expect(later.items.map((item) => item.slug)).toEqual([
        'bienvenue-sur-airflyff',
        'evenement-de-noel',
        'mise-a-jour-des-donjons',
      ])
    })

    it('pages by ten, newest first after the pinned', async () => {
      for (let i = 1; i <= 10; i += 1) {
        const item = await write(`Nouvelle ${i}`)
        await operator().news.console.publish({
          params: { id: item.id },
          body: { at: new Date(Date.now() - (20 - i) * 60_000).toISOString(), reason: REASON },
        })
      }
      const first = await publicList()
      expect(first.items).toHaveLength(NEWS_PAGE_SIZE)
      expect(first).toMatchObject({ page: 1, pages: 2, total: 12 })
      expect(first.items[0]?.slug).toBe('bienvenue-sur-airflyff')
      expect(first.items[1]?.slug).toBe('nouvelle-10')
      const second = await publicList({ page: 2 })
      expect(second.items.map((item) => item.slug)).toEqual([
        'nouvelle-1',
        'mise-a-jour-des-donjons',
      ])
      expect((await publicList({ limit: 3 })).items).toHaveLength(3)
    })
  })

  describe('the console writes, publishes, pins and unpublishes, each audited', () => {
    it('a draft is not public; published, it is, its body safe HTML; one Discord message', async () => {
      const before = (await backend().discordMessages()).length
      const draft = await write(
        'Patch 2.1 !',
        'Voici <script>alert(1)</script> et [le wiki](https://wiki.airflyff.fr) et [piège](javascript:alert(1)).',
      )
      expect(draft).toMatchObject({ slug: 'patch-2-1', state: 'draft', publishAt: null })
      expect(await lastAudit()).toMatchObject({
        action: 'news.create',
        reason: REASON,
        result: 'applied',
      })
      const hidden = await visitor().news.public.item({ params: { slug: 'patch-2-1' } })
      expect(hidden.status).toBe(404)

      const published = await operator().news.console.publish({
        params: { id: draft.id },
        body: { reason: REASON },
      })
      expect(published.status).toBe(200)
      expect(published.body).toMatchObject({ state: 'published' })
      const page = await visitor().news.public.item({ params: { slug: 'patch-2-1' } })
      if (page.status !== 200) throw new Error(`item answered ${page.status}`)
      expect(page.body.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
      expect(page.body.html).not.toContain('<script')
      expect(page.body.html).toContain(
        '<a href="https://wiki.airflyff.fr" rel="noopener noreferrer nofollow" target="_blank">le wiki</a>',
      )
      expect(page.body.html).not.toContain('href="javascript:')
      const messages = await backend().discordMessages()
      expect(messages).toHaveLength(before + 1)
      expect(messages[0]).toMatchObject({
        channel: 'announcements',
        content: 'Nouvelle actualité\u00a0: Patch 2.1 !'.replace(/^/, '📰 '),
        link: '/actualites/patch-2-1',
        state: 'pending',
      })
      expect(await lastAudit()).toMatchObject({ action: 'news.publish', result: 'applied' })
    })

    it('a scheduled publication is announced for its time; unpublished, withdrawn', async () => {
      const draft = await write('Événement du week-end')
      const at = new Date(Date.now() + 3600_000).toISOString()
      const scheduled = await operator().news.console.publish({
        params: { id: draft.id },
        body: { at, reason: REASON },
      })
      expect(scheduled.body).toMatchObject({ state: 'scheduled', publishAt: at })
      const [message] = await backend().discordMessages()
      expect(message).toMatchObject({ notBefore: at, state: 'pending' })
      const unpublished = await operator().news.console.unpublish({
        params: { id: draft.id },
        body: { reason: REASON },
      })
      expect(unpublished.body).toMatchObject({ state: 'draft', publishAt: null })
      const [after] = await backend().discordMessages()
      expect(after).toMatchObject({ id: message?.id, state: 'withdrawn' })
    })

    it('pins, edits, and refuses an unknown item in French with its code, audited', async () => {
      const pinned = await operator().news.console.pin({
        params: { id: 2 },
        body: { pinned: true, reason: REASON },
      })
      expect(pinned.body).toMatchObject({ pinned: true })
      const edited = await operator().news.console.update({
        params: { id: 2 },
        body: {
          title: 'Donjons revus',
          body: 'Nouveau texte',
          image: null,
          pinned: true,
          reason: REASON,
        },
      })
      expect(edited.body).toMatchObject({ title: 'Donjons revus', slug: 'mise-a-jour-des-donjons' })
      const unknown = await operator().news.console.publish({
        params: { id: 999 },
        body: { reason: REASON },
      })
      expect(unknown.status).toBe(404)
      expect(unknown.body).toEqual({ code: 'newsNotFound', message: 'Actualité introuvable.' })
      expect(await lastAudit()).toMatchObject({ action: 'news.publish', result: 'refused' })
    })

    it('refuses players and visitors, and a body that breaks the rules', async () => {
      expect((await clientFor('joueur').news.console.list()).status).toBe(403)
      expect((await visitor().news.console.list()).status).toBe(401)
      const empty = await operator().news.console.create({
        body: { title: 'ab', body: '', image: null, pinned: false, reason: REASON },
      })
      expect(empty.status).toBe(400)
      const list = await operator().news.console.list()
      if (list.status !== 200) throw new Error(`list answered ${list.status}`)
      expect(list.body.items).toHaveLength(3)
      expect(list.body.items.map((item) => item.state).sort()).toEqual([
        'published',
        'published',
        'scheduled',
      ])
    })
  })

  describe('the feed and the sitemap', () => {
    it('the Atom feed holds the published items, not the scheduled one', async () => {
      const answer = await rawFetch('/actualites.xml')
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toContain('application/atom+xml')
      const xml = await answer.text()
      expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">')
      expect(xml).toContain('/actualites/bienvenue-sur-airflyff')
      expect(xml).toContain('Mise à jour des donjons')
      expect(xml).not.toContain('evenement-de-noel')
    })

    it('the sitemap lists the public pages and every published news page', async () => {
      const xml = await (await rawFetch('/sitemap.xml')).text()
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
      expect(locs.some((loc) => loc?.endsWith('/cgu'))).toBe(true)
      expect(locs.some((loc) => loc?.endsWith('/actualites'))).toBe(true)
      expect(locs.some((loc) => loc?.endsWith('/actualites/mise-a-jour-des-donjons'))).toBe(true)
      expect(locs.some((loc) => loc?.includes('evenement-de-noel'))).toBe(false)
    })
  })
})
