import type { Incident } from '@contract/schemas'
import type { PlayerCount, StatusStore } from '@backend/ports'
import { db, nextId } from '../../db/collections'
import type { MemoryUnit } from './unit'

const incidentOf = ({ id, kind, title, text, state, start, end }: Incident): Incident => ({
  id,
  kind,
  title,
  text,
  state,
  start,
  end,
})
const countOf = ({ at, players }: PlayerCount): PlayerCount => ({ at, players })

/** Incidents and the portal's samples on the collections. */
export function memoryStatus(unit: MemoryUnit): StatusStore {
  return {
    async listIncidents() {
      return db.incidents
        .all()
        .map(incidentOf)
        .sort((a, b) => b.start.localeCompare(a.start) || b.id - a.id)
    },

    async samplesSince(since) {
      return db.statusSamples
        .all()
        .filter((row) => Date.parse(row.at) >= Date.parse(since))
        .map(countOf)
        .sort((a, b) => a.at.localeCompare(b.at))
    },

    async sampleRecord() {
      const best = db.statusSamples
        .all()
        .reduce<PlayerCount | null>(
          (top, row) => (!top || row.players > top.players ? row : top),
          null,
        )
      return best && countOf(best)
    },

    async insertIncident(fields) {
      unit.beforeWrite()
      const id = nextId(db.incidents.all().map((i) => i.id))
      await db.incidents.create({ id, ...fields })
      return { id, ...fields }
    },

    async updateIncident(id, fields) {
      const current = db.incidents.findFirst((q) => q.where({ id }))
      if (!current) return null
      unit.beforeWrite()
      const before = incidentOf(current)
      await db.incidents.update((q) => q.where({ id }), {
        data(record) {
          Object.assign(record, fields)
        },
      })
      return { before, after: { id, ...fields } }
    },

    async addSample(sample) {
      if (db.statusSamples.findFirst((q) => q.where({ at: sample.at }))) return
      unit.beforeWrite()
      await db.statusSamples.create(countOf(sample))
    },

    async pruneSamples(before) {
      const record = await this.sampleRecord()
      const old = db.statusSamples
        .all()
        .filter((row) => Date.parse(row.at) < Date.parse(before) && row.at !== record?.at)
      if (old.length === 0) return
      unit.beforeWrite()
      const gone = new Set(old.map((row) => row.at))
      db.statusSamples.deleteMany((q) => q.where({ at: (at: string) => gone.has(at) }))
    },
  }
}
