import { describe, expect, it, vi } from 'vitest'
import { loyaltyMonth } from '@contract/rules'
import { clientFor, clientWith, forEachBackend } from './helpers'

const REASON = 'Programmation du mois'

/** The operator's client, and the last audit row. */
const operator = () => clientFor('operateur')
async function lastAudit() {
  const answer = await operator().admin.audit({ query: { limit: 1 } })
  if (answer.status !== 200) throw new Error(`audit answered ${answer.status}`)
  return answer.body.entries[0]
}

forEachBackend(() => {
  describe('promotion windows', () => {
    const schedule = (start: string, end: string, multiplier = 1.5) =>
      operator().adminContent.schedulePromotion({
        body: { start, end, multiplier, reason: REASON },
      })

    it('schedules a window that the public route then serves, audited', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date('2030-01-01T00:00:00Z'))
      const answer = await schedule('2030-01-02T18:00:00Z', '2030-01-02T22:00:00Z')
      expect(answer.status).toBe(201)
      const served = await clientWith(null).content.promotions()
      expect(served.body).toEqual({
        windows: [
          { start: '2030-01-02T18:00:00.000Z', end: '2030-01-02T22:00:00.000Z', multiplier: 1.5 },
        ],
      })
      expect(await lastAudit()).toMatchObject({
        action: 'promotion.schedule',
        operator: { uid: 'operateur' },
        reason: REASON,
        result: 'applied',
        message: null,
      })
    })

    it('refuses an end before the start and an overlap in French, changes nothing, audits the refusal', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date('2030-01-01T00:00:00Z'))
      const backwards = await schedule('2030-01-02T22:00:00Z', '2030-01-02T18:00:00Z')
      expect(backwards.status).toBe(400)
      expect(backwards.body).toEqual({
        code: 'promotionInvalid',
        message: 'La fin de la promotion doit suivre son début.',
      })
      expect(await lastAudit()).toMatchObject({ action: 'promotion.schedule', result: 'refused' })
      expect((await schedule('2030-01-02T18:00:00Z', '2030-01-02T22:00:00Z')).status).toBe(201)
      const overlap = await schedule('2030-01-02T21:00:00Z', '2030-01-03T01:00:00Z')
      expect(overlap.status).toBe(400)
      expect(overlap.body).toEqual({
        code: 'promotionInvalid',
        message: 'Cette période chevauche une autre promotion.',
      })
      const served = await clientWith(null).content.promotions()
      expect(served.status === 200 && served.body.windows).toHaveLength(1)
    })

    it('never changes nor cancels a window that has started (the spec window of the demo)', async () => {
      const list = await operator().adminContent.promotions()
      const spec = list.status === 200 ? list.body.windows[0] : undefined
      expect(spec?.multiplier).toBe(1.25)
      const cancel = await operator().adminContent.cancelPromotion({
        params: { id: spec?.id ?? 0 },
        body: { reason: REASON },
      })
      expect(cancel.status).toBe(400)
      expect(cancel.body).toEqual({
        code: 'promotionStarted',
        message: 'Une promotion commencée ne peut plus être modifiée ni supprimée.',
      })
      const after = await operator().adminContent.promotions()
      expect(after.body).toEqual(list.body)
    })

    it('two operators scheduling overlapping windows at once: one applies', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date('2030-01-01T00:00:00Z'))
      const answers = await Promise.all([
        schedule('2030-02-01T10:00:00Z', '2030-02-01T12:00:00Z'),
        schedule('2030-02-01T11:00:00Z', '2030-02-01T13:00:00Z'),
      ])
      expect(answers.map((a) => a.status).sort()).toEqual([201, 400])
    })
  })

  describe('loyalty rewards by month', () => {
    it("sets this month's reward of a stage: the public list serves it, the next month the standing one", async () => {
      const month = loyaltyMonth(new Date())
      const description = 'Un mobilier offert aux joueurs Bronze ce mois-ci.'
      const answer = await operator().adminContent.setReward({
        body: { month, stageId: 1, itemId: 26797, description, reason: REASON },
      })
      expect(answer.status).toBe(200)
      const rewards = await clientWith(null).fidelity.rewards()
      const bronze = rewards.status === 200 ? rewards.body.filter((r) => r.stageId === 1) : []
      expect(bronze).toEqual([
        { id: answer.status === 200 ? answer.body.id : -1, stageId: 1, itemId: 26797, description },
      ])
      expect(await lastAudit()).toMatchObject({ action: 'reward.set', result: 'applied' })
      // joueur reached Bronze: the month's new reward is the one to claim.
      const claimable = await clientFor('joueur').fidelity.claimable()
      expect(claimable.body).toContainEqual({
        rewardId: answer.status === 200 ? answer.body.id : -1,
      })

      const next = new Date()
      next.setUTCMonth(next.getUTCMonth() + 1, 1)
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(next)
      const later = await clientWith(null).fidelity.rewards()
      expect(later.status === 200 && later.body.find((r) => r.stageId === 1)?.itemId).toBe(60582)
    })

    it('refuses an item the catalogue does not know, in French, changing nothing', async () => {
      const before = await clientWith(null).fidelity.rewards()
      const answer = await operator().adminContent.setReward({
        body: { month: null, stageId: 1, itemId: 999999, description: null, reason: REASON },
      })
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({
        code: 'unknownItem',
        message: 'Objet inconnu du catalogue du portail.',
      })
      expect((await clientWith(null).fidelity.rewards()).body).toEqual(before.body)
    })
  })

  describe('maintenance notice', () => {
    it('switched on, every visitor reads it; off, nobody does', async () => {
      const message = 'Maintenance ce soir de 22 h à 23 h.'
      const on = await operator().adminContent.setNotice({
        body: { message, enabled: true, reason: REASON },
      })
      expect(on.status).toBe(200)
      expect((await clientWith(null).content.notice()).body).toEqual({ message })
      await operator().adminContent.setNotice({ body: { message, enabled: false, reason: REASON } })
      expect((await clientWith(null).content.notice()).body).toEqual({ message: null })
      expect((await operator().adminContent.notice()).body).toEqual({ message, enabled: false })
      expect(await lastAudit()).toMatchObject({ action: 'notice.set', result: 'applied' })
    })

    it('refuses to show an empty notice', async () => {
      const answer = await operator().adminContent.setNotice({
        body: { message: ' ', enabled: true, reason: REASON },
      })
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({
        code: 'emptyNotice',
        message: "Écrivez le texte de l'avis avant de l'afficher.",
      })
      expect((await clientWith(null).content.notice()).body).toEqual({ message: null })
    })
  })

  describe('vote sites', () => {
    it("adds a site the players' list then shows, its secrets kept out of the audit log", async () => {
      const answer = await operator().adminContent.setVoteSite({
        params: { id: 'top-serveurs' },
        body: {
          name: 'Top Serveurs',
          link: 'https://top-serveurs.net/flyff/vote/airflyff',
          image: '/images/vote-gtop100.svg',
          cooldownMinutes: 120,
          verification: { kind: 'top-serveurs', serverToken: 'secret-token' },
          reason: REASON,
        },
      })
      expect(answer.status).toBe(200)
      const list = await clientFor('joueur').votes.list()
      const site = list.status === 200 ? list.body.find((s) => s.id === 'top-serveurs') : null
      expect(site).toMatchObject({ name: 'Top Serveurs', votes: 0 })
      const audit = await lastAudit()
      expect(audit).toMatchObject({ action: 'vote-site.save', target: 'vote-site:top-serveurs' })
      expect(JSON.stringify(audit)).not.toContain('secret-token')
      const sites = await operator().adminContent.voteSites()
      expect(sites.status === 200 && sites.body.sites.at(-1)).toMatchObject({
        id: 'top-serveurs',
        cooldownMinutes: 120,
      })
    })

    it('refuses an invalid cooldown or verification (zod), changing nothing', async () => {
      const answer = await operator().adminContent.setVoteSite({
        params: { id: 'gtop100' },
        body: {
          name: 'GTop100',
          link: 'https://gtop100.com/vote',
          image: '/images/vote-gtop100.svg',
          cooldownMinutes: 0,
          verification: { kind: 'gtop100', pingbackKey: 'court' },
          reason: REASON,
        },
      })
      expect(answer.status).toBe(400)
    })
  })
})
