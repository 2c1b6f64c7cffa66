import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_STATUS } from '@backend/domain/server-status'
import type { IncidentInput } from '@contract/schemas'
import { backend, clientFor, clientWith, forEachBackend, rawFetch } from './helpers'

const TTL_MS = DEFAULT_STATUS.ttlMs
const REASON = 'Redémarrage du serveur de jeu'
/** The demo game's characters in the world (backend/demo/demo-status.ts). */
const DEMO_ONLINE = 12

const operator = () => clientFor('operateur')
async function lastAudit() {
  const answer = await operator().admin.audit({ query: { limit: 1 } })
  if (answer.status !== 200) throw new Error(`audit answered ${answer.status}`)
  return answer.body.entries[0]
}
async function status() {
  const answer = await clientWith(null).status.status()
  if (answer.status !== 200) throw new Error(`status answered ${answer.status}`)
  return answer.body
}
/**
 * Past the status's ttl (and its public cache): the next request reads the game again. The read of
 * an earlier test stays kept at its own fake time: each test moves to a time of its own.
 */
function later(ms = TTL_MS + 1_000) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + ms)
}
const incident = (fields: Partial<IncidentInput> = {}): IncidentInput => ({
  kind: 'incident',
  title: 'Connexions impossibles',
  text: 'Le serveur de connexion ne répond plus.',
  state: 'open',
  start: new Date(Date.now() - 60_000).toISOString(),
  end: null,
  reason: REASON,
  ...fields,
})

forEachBackend(() => {
  describe('GET /status (public)', () => {
    it('says the game is up, with its players online, the day, the record and the incidents', async () => {
      const body = await status()
      expect(body.state).toBe('up')
      expect(body.database).toBe('reachable')
      expect(body.online).toBe(DEMO_ONLINE)
      expect(body.countLogAgeSeconds).toBeLessThan(180)
      expect(body.historySource).toBe('game')
      const history = body.history ?? []
      expect(history.length).toBeGreaterThanOrEqual(90)
      expect(history.length).toBeLessThanOrEqual(97)
      const times = history.map((point) => point.at)
      expect(times).toEqual([...times].sort())
      expect(Date.parse(times[0] ?? '')).toBeGreaterThanOrEqual(
        Date.now() - 24 * 3_600_000 - 900_000,
      )
      expect(body.record?.players).toBe(31)
      expect(body.peakToday?.players).toBeGreaterThanOrEqual(DEMO_ONLINE)
      expect(body.incidents.map((i) => [i.kind, i.state])).toEqual([
        ['maintenance', 'planned'],
        ['incident', 'closed'],
      ])
    })

    it('is public and cached until the next read: Cache-Control, an ETag, 304', async () => {
      const first = await rawFetch('/status')
      expect(first.status).toBe(200)
      const maxAge = Number(
        /^public, max-age=(\d+)$/.exec(first.headers.get('cache-control') ?? '')?.[1],
      )
      expect(maxAge).toBeGreaterThan(0)
      expect(maxAge).toBeLessThanOrEqual(TTL_MS / 1000)
      const etag = first.headers.get('etag') ?? ''
      expect(etag).toMatch(/^"[0-9a-f]{32}"$/)
      const again = await rawFetch('/status', { headers: { 'if-none-match': etag } })
      expect(again.status).toBe(304)
    })

    it('reads the game once per minute whatever the traffic: a game gone meanwhile shows after it', async () => {
      expect((await status()).database).toBe('reachable')
      backend().game.setReachable(false)
      const answers = await Promise.all(Array.from({ length: 20 }, () => status()))
      expect(answers.every((answer) => answer.database === 'reachable')).toBe(true)
      later()
      expect((await status()).database).toBe('unreachable')
    })

    it('never fails while the game cannot be read: unknown, unless the ports say it is up', async () => {
      backend().game.setReachable(false)
      later()
      const body = await status()
      expect(body.database).toBe('unreachable')
      expect(body).toMatchObject({ online: null, history: null, peakToday: null, record: null })
      expect(body.state).toBe(body.servers.length > 0 ? 'up' : 'unknown')
      const summary = await clientWith(null).status.summary()
      expect(summary.status).toBe(200)
      expect(summary.body).toMatchObject({ state: body.state, online: null })
    })
  })

  describe('incidents (console)', () => {
    it('an operator opens an incident with a reason: audited, then shown to everyone', async () => {
      const posted = await operator().adminStatus.postIncident({ body: incident() })
      expect(posted.status).toBe(201)
      const id = posted.status === 201 ? posted.body.id : 0
      expect(await lastAudit()).toMatchObject({
        action: 'incident.post',
        target: `incident:${id}`,
        reason: REASON,
        result: 'applied',
      })
      later(10 * TTL_MS)
      const summary = await clientWith(null).status.summary()
      expect(summary.body).toMatchObject({
        online: DEMO_ONLINE,
        open: [{ id, kind: 'incident', title: 'Connexions impossibles' }],
      })

      const closed = await operator().adminStatus.changeIncident({
        params: { id },
        body: incident({ state: 'closed', end: new Date().toISOString() }),
      })
      expect(closed.status).toBe(200)
      later(12 * TTL_MS)
      const after = await clientWith(null).status.summary()
      expect(after.body).toMatchObject({ open: [] })
      expect((await status()).incidents.find((i) => i.id === id)?.state).toBe('closed')
    })

    it('announces an opening and a closing on Discord, once each, and nothing for an edit', async () => {
      const before = (await backend().discordMessages()).length
      const posted = await operator().adminStatus.postIncident({
        body: incident({ title: 'Serveur de carte arrêté' }),
      })
      const id = posted.status === 201 ? posted.body.id : 0
      const edited = await operator().adminStatus.changeIncident({
        params: { id },
        body: incident({ title: 'Serveur de carte arrêté', text: 'Redémarrage en cours.' }),
      })
      expect(edited.status).toBe(200)
      expect(await backend().discordMessages()).toHaveLength(before + 1)
      await operator().adminStatus.changeIncident({
        params: { id },
        body: incident({ title: 'Serveur de carte arrêté', state: 'closed' }),
      })
      const messages = await backend().discordMessages()
      expect(messages).toHaveLength(before + 2)
      expect(messages.slice(0, 2)).toEqual([
        expect.objectContaining({
          channel: 'announcements',
          content: '✅ Incident résolu\u00a0: Serveur de carte arrêté',
          link: '/statut',
        }),
        expect.objectContaining({
          channel: 'announcements',
          content: '⚠️ Incident en cours\u00a0: Serveur de carte arrêté',
          link: '/statut',
        }),
      ])
    })

    it('refuses an end before the start and an unknown id, audited, changing nothing', async () => {
      const before = await operator().adminStatus.incidents()
      const backwards = await operator().adminStatus.postIncident({
        body: incident({ end: new Date(Date.now() - 3_600_000).toISOString() }),
      })
      expect(backwards.status).toBe(400)
      expect(backwards.body).toMatchObject({ code: 'incidentInvalid' })
      expect(await lastAudit()).toMatchObject({ action: 'incident.post', result: 'refused' })
      const unknown = await operator().adminStatus.changeIncident({
        params: { id: 9999 },
        body: incident(),
      })
      expect(unknown.status).toBe(404)
      expect(unknown.body).toMatchObject({ code: 'incidentNotFound' })
      expect(await lastAudit()).toMatchObject({ target: 'incident:9999', result: 'refused' })
      expect((await operator().adminStatus.incidents()).body).toEqual(before.body)
    })

    it('is for operators only, and needs a reason', async () => {
      const player = await clientFor('joueur').adminStatus.postIncident({ body: incident() })
      expect(player.status).toBe(403)
      const anonymous = await clientWith(null).adminStatus.incidents()
      expect(anonymous.status).toBe(401)
      const noReason = await operator().adminStatus.postIncident({
        body: incident({ reason: '' }),
      })
      expect(noReason.status).toBe(400)
      const list = await operator().adminStatus.incidents()
      expect(list.status === 200 && list.body.incidents).toHaveLength(2)
    })
  })
})
