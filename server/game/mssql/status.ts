import sql from 'mssql'
import type { GameStatusReads, PlayerCount } from '@backend/ports'
import type { MssqlGameContext } from './context'

/** CHARACTER_TBL.isblock of a deleted character. */
const DELETED = 'D'
/** LOG_USER_CNT_TBL.m_channel of the rows that count every account (reference 10.2). */
const ALL_ACCOUNTS = 0

/** Where this release keeps its online flag and whether it has a count log, learnt once. */
interface StatusTables {
  /** S2 keeps the flag in tblMultiServerInfo; S1 in CHARACTER_TBL.MultiServer. */
  multiServerInfo: boolean
  /** LOG_USER_CNT_TBL's live columns (lowercase), or null when the release has none. */
  countLog: ReadonlySet<string> | null
}

/** 'yyyymmddhhmmss' of a wall-clock instant (the server's local time read as UTC). */
const sDate = (local: Date) => local.toISOString().replace(/\D/g, '').slice(0, 14)

/** The instant of an s_date written in the server's local time, `offsetMs` ahead of UTC. */
function instantOf(text: unknown, offsetMs: number): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})/.exec(String(text ?? '').trim())
  if (!match) return null
  const [, y, mo, d, h, mi, s] = match.map(Number)
  const local = Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0)
  return new Date(local - offsetMs).toISOString()
}

/**
 * The online flag (reference 10.1: the channel, 0 offline; every channel counts) and the count
 * log LOG_USER_CNT_TBL of the log database (10.2: one row a minute, s_date in the server's local
 * time, m_channel 0 or NULL for all accounts). Which tables the release has is read once from
 * INFORMATION_SCHEMA; a log database that does not exist means no count log.
 */
export function statusCalls({
  pool,
  settings,
  CHARACTER,
  characterTable,
  loggingTable,
  reach,
}: MssqlGameContext): GameStatusReads {
  let tables: Promise<StatusTables> | null = null
  const columnsOf = async (db: string, table: string) => {
    const { recordset = [] } = await pool
      .request()
      .input('schema', sql.NVarChar(128), 'dbo')
      .input('table', sql.NVarChar(128), table)
      .query(
        `SELECT COLUMN_NAME FROM [${db}].INFORMATION_SCHEMA.COLUMNS ` +
          'WHERE TABLE_SCHEMA = @schema AND TABLE_NAME = @table',
      )
    return new Set(recordset.map((row) => String(row.COLUMN_NAME).toLowerCase()))
  }
  const discover = () =>
    (tables ??= (async () => {
      const multiServerInfo = (await columnsOf(settings.characterDb, 'tblMultiServerInfo')).size
      let log: Set<string> | null
      try {
        log = await columnsOf(settings.loggingDb, 'LOG_USER_CNT_TBL')
      } catch (error) {
        // 911: no such database on this server.
        if ((error as { number?: unknown }).number !== 911) throw error
        log = null
      }
      const usable = log && ['serverindex', 's_date', 'number'].every((c) => log.has(c))
      return { multiServerInfo: multiServerInfo > 0, countLog: usable ? log : null }
    })().catch((error: unknown) => {
      tables = null
      throw error
    }))

  return {
    playersOnline: () =>
      reach(async () => {
        const { multiServerInfo } = await discover()
        const request = pool
          .request()
          .input('serverindex', sql.Char(2), settings.serverIndex)
          .input('offline', sql.Int, 0)
          .input('deleted', sql.Char(1), DELETED)
        const { recordset = [] } = await request.query(
          multiServerInfo
            ? `SELECT COUNT(*) AS online FROM ${characterTable('tblMultiServerInfo')} AS m ` +
                `INNER JOIN ${CHARACTER} AS c ON c.m_idPlayer = m.m_idPlayer ` +
                'AND c.serverindex = m.serverindex ' +
                'WHERE m.serverindex = @serverindex AND m.MultiServer > @offline ' +
                'AND c.isblock <> @deleted'
            : `SELECT COUNT(*) AS online FROM ${CHARACTER} ` +
                'WHERE serverindex = @serverindex AND MultiServer > @offline ' +
                'AND isblock <> @deleted',
        )
        return Number(recordset[0]?.online ?? 0)
      }),

    countLog: (since) =>
      reach(async () => {
        const { countLog } = await discover()
        if (!countLog) return null
        const LOG = loggingTable('LOG_USER_CNT_TBL')
        // The server's offset from UTC, to read its local s_date (to the minute).
        const { recordset: [clock] = [] } = await pool
          .request()
          .query('SELECT GETDATE() AS localNow, GETUTCDATE() AS utcNow')
        const offsetMs =
          Math.round(
            (new Date(clock?.localNow as Date).getTime() -
              new Date(clock?.utcNow as Date).getTime()) /
              60_000,
          ) * 60_000
        const everyone = countLog.has('m_channel') ? ' AND ISNULL(m_channel, 0) = @all' : ''
        const request = () =>
          pool
            .request()
            .input('serverindex', sql.Char(2), settings.serverIndex)
            .input('all', sql.Int, ALL_ACCOUNTS)
        const where = `FROM ${LOG} WHERE serverindex = @serverindex${everyone}`
        const rows = await request()
          .input('since', sql.VarChar(14), sDate(new Date(since.getTime() + offsetMs)))
          .query(`SELECT s_date, number ${where} AND s_date >= @since ORDER BY s_date`)
        const newest = await request().query(`SELECT TOP 1 s_date ${where} ORDER BY s_date DESC`)
        const record = await request().query(
          `SELECT TOP 1 s_date, number ${where} ORDER BY number DESC, s_date`,
        )
        const countOf = (row: Record<string, unknown> | undefined): PlayerCount | null => {
          const at = instantOf(row?.s_date, offsetMs)
          return at ? { at, players: Math.max(0, Number(row?.number ?? 0)) } : null
        }
        return {
          rows: (rows.recordset ?? []).flatMap((row) => countOf(row) ?? []),
          newest: instantOf(newest.recordset?.[0]?.s_date, offsetMs),
          record: countOf(record.recordset?.[0]),
        }
      }),

    hasCountLog: () => reach(async () => (await discover()).countLog !== null),
  }
}
