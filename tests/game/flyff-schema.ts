import raw from '../../server/game/flyff-schema.json'

/** The two releases server/game/flyff-schema.json describes (see its $comment). */
export type Release = 'S1' | 'S2'
export type Role = 'account' | 'character' | 'logging'

export interface ColumnDef {
  name: string
  /** As written in the dumps: 'varchar(32)', 'char(7)', 'int', 'datetime'... */
  type: string
  nullable: boolean
  /** T-SQL text of the default ("''", '0', 'getdate()'...). */
  default?: string
  identity?: boolean
}

export interface KeyDef {
  columns: string[]
  kind: 'primary' | 'unique'
  name: string
}

export interface TableDef {
  name: string
  columns: ColumnDef[]
  keys: KeyDef[]
  /** 'portal': the adapter creates it; a fresh game database has none. */
  createdBy?: 'portal'
}

interface RawColumn extends ColumnDef {
  releases?: Release[]
  S1?: Partial<ColumnDef>
  S2?: Partial<ColumnDef>
}
interface RawTable {
  releases?: Release[]
  createdBy?: 'portal'
  keys: (Omit<KeyDef, 'name'> & { name?: string; releases?: Release[] })[]
  columns: RawColumn[]
}
interface RawDatabase {
  role: Role
  tables: Record<string, RawTable>
  procedures: Record<string, { parameters: RawColumn[] }>
}
interface RawSchema {
  databases: Record<string, RawDatabase>
  views: Record<string, { columns: RawColumn[] }>
}

const schema = raw as unknown as RawSchema
const inRelease = (item: { releases?: Release[] }, release: Release) =>
  !item.releases || item.releases.includes(release)

function database(role: Role): RawDatabase {
  const found = Object.values(schema.databases).find((db) => db.role === role)
  if (!found) throw new Error(`flyff-schema.json has no ${role} database`)
  return found
}

function columnIn(column: RawColumn, release: Release): ColumnDef {
  const { name, type, nullable, default: byDefault, identity } = { ...column, ...column[release] }
  return { name, type, nullable, default: byDefault, identity }
}

/** The tables of one database as a release has them. */
export function releaseTables(role: Role, release: Release): TableDef[] {
  return Object.entries(database(role).tables)
    .filter(([, table]) => inRelease(table, release))
    .map(([name, table]) => ({
      name,
      createdBy: table.createdBy,
      columns: table.columns.filter((c) => inRelease(c, release)).map((c) => columnIn(c, release)),
      keys: table.keys
        .filter((key) => inRelease(key, release))
        .map((key) => ({ columns: key.columns, kind: key.kind, name: key.name ?? `PK_${name}` })),
    }))
}

/** A procedure's parameters as a release has them (names with their '@'). */
export function releaseProcedure(role: Role, name: string, release: Release): ColumnDef[] | null {
  const procedure = database(role).procedures[name]
  if (!procedure) return null
  return procedure.parameters.filter((p) => inRelease(p, release)).map((p) => columnIn(p, release))
}

const lower = (names: Iterable<string>) => new Set([...names].map((n) => n.toLowerCase()))

/** Every column name a table has in any release (lowercase), or null when the file has no such table. */
export function knownColumns(role: Role, table: string): ReadonlySet<string> | null {
  const entry = Object.entries(database(role).tables).find(
    ([name]) => name.toLowerCase() === table.toLowerCase(),
  )
  return entry ? lower(entry[1].columns.map((c) => c.name)) : null
}

/** Every parameter name a procedure has in any release (lowercase, with '@'). */
export function knownParameters(role: Role, procedure: string): ReadonlySet<string> | null {
  const entry = Object.entries(database(role).procedures).find(
    ([name]) => name.toLowerCase() === procedure.toLowerCase(),
  )
  return entry ? lower(entry[1].parameters.map((p) => p.name)) : null
}

/** The columns of an INFORMATION_SCHEMA view ('INFORMATION_SCHEMA.COLUMNS'), or null. */
export function viewColumns(view: string): ColumnDef[] | null {
  const entry = Object.entries(schema.views).find(
    ([name]) => name.toLowerCase() === view.toLowerCase(),
  )
  return entry ? entry[1].columns.map((c) => columnIn(c, 'S1')) : null
}
