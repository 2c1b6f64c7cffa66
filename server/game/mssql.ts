import { createHash } from 'node:crypto'
import sql, { type ISqlType } from 'mssql'
import {
  GameUnavailableError,
  type DeliveryContent,
  type GameCharacter,
  type GameDelivery,
  type GamePort,
  type GameReceipt,
  type SendOutcome,
} from '@backend/ports'
import type { RankingCharacter } from '@contract/schemas'
import {
  inTransaction,
  isDuplicateKey,
  isUnavailable,
  type MssqlPool,
  type MssqlRequest,
  type MssqlTransaction,
} from './mssql/driver'
import { DATABASE_NAME, type MssqlGameSettings } from './mssql/settings'

export type { MssqlPool, MssqlRequest, MssqlResult, MssqlTransaction } from './mssql/driver'
export { mssqlGameSettingsFromEnv, type MssqlGameSettings } from './mssql/settings'

/** ACCOUNT_TBL.account is varchar(32): a longer name cannot be a game account. */
const ACCOUNT_LENGTH = 32
/** PORTAL_DELIVERY_TBL.delivery_id is varchar(100). */
const DELIVERY_ID_LENGTH = 100
/** m_idPlayer is char(7), the id zero-padded ('0000001'). */
const PLAYER_ID_LENGTH = 7
/** At most this many names or ids in one IN (...) list (SQL Server allows 2,100 parameters). */
const BATCH = 500
/** CHARACTER_TBL.isblock of a character in play ('D' deleted, 'S' sealed). */
const LIVE = 'F'
/** m_chAuthority and m_chLoginAuthority of a player (anything else is staff). */
const PLAYER = 'F'

const TAKEN = { ok: false, reason: 'name-taken' } as const
const SENT: SendOutcome = { status: 'sent' }
const GONE: SendOutcome = { status: 'refused', failure: 'character-gone' }

/** The live columns of a table, lowercase (releases differ: see server/game/flyff-schema.json). */
type Columns = ReadonlySet<string>

/** A value written as a typed parameter, or a T-SQL expression of the server's (its clock). */
type Written = { type: ISqlType | (() => ISqlType); value: unknown } | { expression: string }

const param = (type: ISqlType | (() => ISqlType), value: unknown): Written => ({
  type,
  value,
})
const expression = (text: string): Written => ({ expression: text })

/** The game's dates are the server's: computed by SQL Server, never by the portal's clock. */
const TODAY = 'CONVERT(char(8), GETDATE(), 112)'
const YESTERDAY = 'CONVERT(char(8), DATEADD(day, -1, GETDATE()), 112)'
const IN_TEN_YEARS = 'CONVERT(char(8), DATEADD(year, 10, GETDATE()), 112)'

/**
 * The game port on a stock Flyff server's own SQL Server databases, as the reference on the game's
 * database describes them (server/game/flyff-schema.json lists the tables and columns):
 * ACCOUNT_TBL / ACCOUNT_TBL_DETAIL / AccountPlay for accounts, CHARACTER_TBL for characters and
 * the ranking, ITEM_SEND_TBL for deliveries (the game hands a row over when the character enters
 * the world, and marks it ItemFlag = 1). A marker table beside it, PORTAL_DELIVERY_TBL, keyed by
 * deliveryId and written in the same transaction as the row, makes a delivery exactly-once.
 *
 * Every value is a typed parameter; only the database names (checked identifiers) are in the text.
 * A failure to reach the database, or a transient one, is a GameUnavailableError.
 */
export function mssqlGame(pool: MssqlPool, settings: MssqlGameSettings): GamePort {
  for (const name of [settings.accountDb, settings.characterDb]) {
    if (!DATABASE_NAME.test(name)) throw new Error(`Invalid game database name: ${name}`)
  }
  if (!/^\d\d$/.test(settings.serverIndex)) {
    throw new Error(`Invalid game server index: ${settings.serverIndex} (two digits)`)
  }
  const accountTable = (table: string) => `[${settings.accountDb}].[dbo].[${table}]`
  const characterTable = (table: string) => `[${settings.characterDb}].[dbo].[${table}]`
  const ACCOUNT = accountTable('ACCOUNT_TBL')
  const DETAIL = accountTable('ACCOUNT_TBL_DETAIL')
  const PLAY = accountTable('AccountPlay')
  const CHARACTER = characterTable('CHARACTER_TBL')
  const ITEM_SEND = characterTable('ITEM_SEND_TBL')
  const MARKER = characterTable('PORTAL_DELIVERY_TBL')

  const hash = (password: string) =>
    createHash('md5')
      .update(settings.passwordSalt + password, 'utf8')
      .digest('hex')

  /** Runs `work` once the pool is open; a driver failure becomes a GameUnavailableError. */
  async function reach<T>(work: () => Promise<T>): Promise<T> {
    try {
      await pool.connect()
      return await work()
    } catch (error) {
      if (error instanceof GameUnavailableError || !isUnavailable(error)) throw error
      throw new GameUnavailableError('game database unavailable', { cause: error })
    }
  }

  /** Keeps what `read` answers once it succeeded; a failed read is tried again next time. */
  function once<T>(read: () => Promise<T>): () => Promise<T> {
    let kept: Promise<T> | null = null
    return () =>
      (kept ??= read().catch((error: unknown) => {
        kept = null
        throw error
      }))
  }

  async function liveColumns(db: string, tables: readonly string[]) {
    const request = pool.request().input('schema', sql.NVarChar(128), 'dbo')
    tables.forEach((table, i) => request.input(`t${i}`, sql.NVarChar(128), table))
    const { recordset = [] } = await request.query(
      `SELECT TABLE_NAME, COLUMN_NAME FROM [${db}].INFORMATION_SCHEMA.COLUMNS ` +
        `WHERE TABLE_SCHEMA = @schema AND TABLE_NAME IN (${tables.map((_, i) => `@t${i}`).join(', ')})`,
    )
    const columns = new Map<string, Set<string>>(tables.map((table) => [table, new Set()]))
    for (const row of recordset) {
      const table = tables.find((t) => t.toLowerCase() === String(row.TABLE_NAME).toLowerCase())
      if (table) columns.get(table)?.add(String(row.COLUMN_NAME).toLowerCase())
    }
    return (table: string, required: boolean): Columns => {
      const found = columns.get(table) ?? new Set()
      if (required && found.size === 0) {
        throw new Error(`The game database has no [${db}].[dbo].[${table}]`)
      }
      return found
    }
  }

  /** The account tables' live columns (AccountPlay: none when the release has no such table). */
  const accountColumns = once(async () => {
    const columns = await liveColumns(settings.accountDb, [
      'ACCOUNT_TBL',
      'ACCOUNT_TBL_DETAIL',
      'AccountPlay',
    ])
    return {
      account: columns('ACCOUNT_TBL', true),
      detail: columns('ACCOUNT_TBL_DETAIL', true),
      play: columns('AccountPlay', false),
    }
  })

  /** The parameters usp_CreateNewAccount has: its third one differs between releases. */
  const procedureParameters = once(async () => {
    const { recordset = [] } = await pool
      .request()
      .input('schema', sql.NVarChar(128), 'dbo')
      .input('procedure', sql.NVarChar(128), 'usp_CreateNewAccount')
      .query(
        `SELECT PARAMETER_NAME FROM [${settings.accountDb}].INFORMATION_SCHEMA.PARAMETERS ` +
          'WHERE SPECIFIC_SCHEMA = @schema AND SPECIFIC_NAME = @procedure',
      )
    const names = new Set(recordset.map((row) => String(row.PARAMETER_NAME).toLowerCase()))
    if (!names.has('@account') || !names.has('@pw')) {
      throw new Error(
        `GAME_ACCOUNT_CREATION=procedure needs [${settings.accountDb}].[dbo].[usp_CreateNewAccount] (@account, @pw)`,
      )
    }
    return names
  })

  /** ITEM_SEND_TBL's live columns, once the marker table exists beside it. */
  const deliveryColumns = once(async () => {
    try {
      await pool
        .request()
        .query(
          `IF OBJECT_ID(N'${settings.characterDb}.dbo.PORTAL_DELIVERY_TBL', N'U') IS NULL ` +
            `CREATE TABLE ${MARKER} (delivery_id varchar(100) NOT NULL PRIMARY KEY, ` +
            'serverindex char(2) NOT NULL, m_nNo int NOT NULL, ' +
            'created datetime NOT NULL DEFAULT GETDATE())',
        )
    } catch (error) {
      // 2714: another portal instance created it at the same moment.
      if ((error as { number?: unknown }).number !== 2714) throw error
    }
    const columns = await liveColumns(settings.characterDb, ['ITEM_SEND_TBL'])
    return columns('ITEM_SEND_TBL', true)
  })

  /** An INSERT of the columns the live table has, its values bound on `request`. */
  function insertInto(
    request: MssqlRequest,
    table: string,
    live: Columns,
    values: Record<string, Written>,
  ): string {
    const names: string[] = []
    const written: string[] = []
    for (const [column, value] of Object.entries(values)) {
      if (!live.has(column.toLowerCase())) continue
      names.push(column)
      if ('expression' in value) {
        written.push(value.expression)
      } else {
        request.input(column, value.type, value.value)
        written.push(`@${column}`)
      }
    }
    return `INSERT INTO ${table} (${names.join(', ')}) VALUES (${written.join(', ')})`
  }

  /**
   * True when an account has that name whatever its case. UPDLOCK, HOLDLOCK keeps the range
   * locked until the transaction ends: a concurrent creation of the same name waits here, then
   * sees this one's row.
   */
  async function nameTaken(transaction: MssqlTransaction, account: string) {
    const { recordset = [] } = await transaction
      .request()
      .input('account', sql.VarChar(ACCOUNT_LENGTH), account)
      .query(
        `SELECT account FROM ${ACCOUNT} WITH (UPDLOCK, HOLDLOCK) WHERE lower(account) = @account`,
      )
    return recordset.length > 0
  }

  /** The rows the stock usp_CreateNewAccount writes, with the columns this release has. */
  async function insertAccount(
    transaction: MssqlTransaction,
    live: Awaited<ReturnType<typeof accountColumns>>,
    account: string,
    password: string,
  ) {
    const name = param(sql.VarChar(ACCOUNT_LENGTH), account)
    let request = transaction.request()
    await request.query(
      insertInto(request, ACCOUNT, live.account, {
        account: name,
        password: param(sql.VarChar(32), hash(password)),
        isuse: param(sql.Char(1), 'T'),
        member: param(sql.Char(1), 'A'),
        id_no1: param(sql.VarChar(32), ''),
        id_no2: param(sql.VarChar(32), ''),
        realname: param(sql.Char(1), ''),
        cash: param(sql.Int, 0),
      }),
    )
    request = transaction.request()
    await request.query(
      insertInto(request, DETAIL, live.detail, {
        account: name,
        gamecode: param(sql.Char(4), 'A000'),
        tester: param(sql.Char(1), '2'),
        m_chLoginAuthority: param(sql.Char(1), PLAYER),
        regdate: expression('GETDATE()'),
        // The game refuses a login while BlockTime >= today: yesterday means not banned.
        BlockTime: expression(YESTERDAY),
        EndTime: expression(IN_TEN_YEARS),
        WebTime: expression(YESTERDAY),
        isuse: param(sql.Char(1), 'T'),
        email: param(sql.VarChar(100), ''),
      }),
    )
    if (live.play.size === 0) return
    request = transaction.request()
    await request.query(
      insertInto(request, PLAY, live.play, {
        Account: name,
        PlayDate: expression(`CAST(${TODAY} AS int)`),
      }),
    )
  }

  type Creation = (
    transaction: MssqlTransaction,
    account: string,
    password: string,
  ) => Promise<boolean>

  /**
   * How this server creates an account in a transaction (false: the name exists). What it needs
   * to know is read first, outside: the transaction holds its locks until it ends.
   */
  async function accountCreation(): Promise<Creation> {
    if (settings.accountCreation === 'procedure') {
      const parameters = await procedureParameters()
      return (transaction, account, password) =>
        callProcedure(transaction, parameters, account, password)
    }
    const live = await accountColumns()
    return async (transaction, account, password) => {
      await insertAccount(transaction, live, account, password)
      return true
    }
  }

  /** Calls the server's usp_CreateNewAccount; its one-row answer is 1 created, 0 exists, -1 error. */
  async function callProcedure(
    transaction: MssqlTransaction,
    parameters: ReadonlySet<string>,
    account: string,
    password: string,
  ) {
    const request = transaction
      .request()
      .input('account', sql.VarChar(ACCOUNT_LENGTH), account)
      .input('pw', sql.VarChar(32), hash(password))
    const named = ['@account = @account', '@pw = @pw']
    // Named, never positional: the third parameter is @cash in one release and @email in another.
    if (parameters.has('@email')) {
      request.input('email', sql.VarChar(100), '')
      named.push('@email = @email')
    }
    const { recordset = [] } = await request
      .query(`EXEC ${accountTable('usp_CreateNewAccount')} ${named.join(', ')}`)
      .catch((error: unknown) => {
        // 266: the procedure rolled back on its own error (its -1), and our transaction with it.
        if ((error as { number?: unknown }).number !== 266) throw error
        throw new GameUnavailableError('usp_CreateNewAccount rolled back: nothing created', {
          cause: error,
        })
      })
    const answer = Number(Object.values(recordset[0] ?? {})[0])
    if (answer === 1) return true
    if (answer === 0) return false
    throw new GameUnavailableError(`usp_CreateNewAccount answered ${answer}: nothing created`)
  }

  /** The game's m_idPlayer of a characterId, or null when no character can have it. */
  function playerId(characterId: number): string | null {
    const id = String(characterId)
    return Number.isSafeInteger(characterId) && characterId > 0 && id.length <= PLAYER_ID_LENGTH
      ? id.padStart(PLAYER_ID_LENGTH, '0')
      : null
  }

  /** The game item and count a delivery writes. */
  function gameItem(content: DeliveryContent) {
    const [itemId, count] =
      content.kind === 'points'
        ? [settings.airPointsItemId, content.amount]
        : [settings.rewardItems[content.itemId] ?? content.itemId, content.count]
    if (!Number.isInteger(count) || count < 1 || count > 2 ** 31 - 1) {
      throw new RangeError(`A delivery carries a whole positive count (${count})`)
    }
    return { itemId, count }
  }

  async function delivered(transaction: MssqlTransaction, deliveryId: string) {
    // UPDLOCK, HOLDLOCK: a concurrent send of the same deliveryId waits here, then finds the marker.
    const { recordset = [] } = await transaction
      .request()
      .input('deliveryId', sql.VarChar(DELIVERY_ID_LENGTH), deliveryId)
      .query(`SELECT m_nNo FROM ${MARKER} WITH (UPDLOCK, HOLDLOCK) WHERE delivery_id = @deliveryId`)
    return recordset.length > 0
  }

  async function characterOn(transaction: MssqlTransaction, idPlayer: string, account: string) {
    const { recordset = [] } = await transaction
      .request()
      .input('idPlayer', sql.Char(PLAYER_ID_LENGTH), idPlayer)
      .input('serverindex', sql.Char(2), settings.serverIndex)
      .input('account', sql.VarChar(ACCOUNT_LENGTH), account)
      .input('live', sql.Char(1), LIVE)
      .query(
        `SELECT m_idPlayer FROM ${CHARACTER} WHERE m_idPlayer = @idPlayer ` +
          'AND serverindex = @serverindex AND lower(account) = @account AND isblock = @live',
      )
    return recordset.length > 0
  }

  /** Writes the ITEM_SEND_TBL row; answers its m_nNo (an identity). */
  async function insertItemSend(
    transaction: MssqlTransaction,
    live: Columns,
    idPlayer: string,
    item: { itemId: number; count: number },
  ) {
    const request = transaction.request()
    const insert = insertInto(request, ITEM_SEND, live, {
      m_idPlayer: param(sql.Char(PLAYER_ID_LENGTH), idPlayer),
      serverindex: param(sql.Char(2), settings.serverIndex),
      // The game reads Item_Name as the item id when it is a number.
      Item_Name: param(sql.VarChar(32), String(item.itemId)),
      Item_count: param(sql.Int, item.count),
      // 1 = not a cash-shop ("charged") item: the portal is not the game's own billing
      // (usp_ProvideItem_Bill writes 0 for that), so the item follows the game's ordinary rules.
      m_bCharged: param(sql.Int, 1),
      idSender: param(sql.Char(7), '0000000'),
      SendComment: param(sql.VarChar(20), 'portal'),
    })
    // In the same batch: SCOPE_IDENTITY() is the identity of this batch's insert only.
    const { recordset = [] } = await request.query(
      `${insert}; SELECT CAST(SCOPE_IDENTITY() AS int) AS m_nNo`,
    )
    const nNo = Number(recordset[0]?.m_nNo)
    if (!Number.isInteger(nNo)) throw new Error('ITEM_SEND_TBL answered no m_nNo')
    return nNo
  }

  /** Thrown inside send's transaction when the marker was committed by a concurrent send. */
  const alreadySent = new Error('deliveryId already sent')

  async function insertMarker(transaction: MssqlTransaction, deliveryId: string, nNo: number) {
    try {
      await transaction
        .request()
        .input('deliveryId', sql.VarChar(DELIVERY_ID_LENGTH), deliveryId)
        .input('serverindex', sql.Char(2), settings.serverIndex)
        .input('nNo', sql.Int, nNo)
        .query(
          `INSERT INTO ${MARKER} (delivery_id, serverindex, m_nNo) ` +
            'VALUES (@deliveryId, @serverindex, @nNo)',
        )
    } catch (error) {
      if (isDuplicateKey(error)) throw alreadySent
      throw error
    }
  }

  return {
    async createAccount(name, password) {
      // The game client lowercases the account before it logs in: a stock account is lowercase.
      const account = name.toLowerCase()
      if (account.length > ACCOUNT_LENGTH) {
        throw new RangeError(`A game account name has at most ${ACCOUNT_LENGTH} characters`)
      }
      try {
        return await reach(async () => {
          const create = await accountCreation()
          return inTransaction(pool, async (transaction) => {
            if (await nameTaken(transaction, account)) return TAKEN
            if (!(await create(transaction, account, password))) return TAKEN
            return { ok: true, name: account } as const
          })
        })
      } catch (error) {
        // A unique index of the release (or a leftover AccountPlay row) refused the name.
        if (isDuplicateKey(error)) return TAKEN
        throw error
      }
    },

    async checkPassword(name, password) {
      const account = name.toLowerCase()
      if (account.length > ACCOUNT_LENGTH) return null
      const expected = hash(password)
      return reach(async () => {
        const { recordset = [] } = await pool
          .request()
          .input('account', sql.VarChar(ACCOUNT_LENGTH), account)
          .query(`SELECT account, password FROM ${ACCOUNT} WHERE lower(account) = @account`)
        // Other tools store the same hash in uppercase hex (HashBytes), or pad a char(32).
        const row = recordset.find(
          (r) =>
            String(r.password ?? '')
              .trim()
              .toLowerCase() === expected,
        )
        return row ? String(row.account) : null
      })
    },

    async changePassword(name, password) {
      const account = name.toLowerCase()
      if (account.length > ACCOUNT_LENGTH) return false
      return reach(async () => {
        const { rowsAffected } = await pool
          .request()
          .input('password', sql.VarChar(32), hash(password))
          .input('account', sql.VarChar(ACCOUNT_LENGTH), account)
          .query(`UPDATE ${ACCOUNT} SET password = @password WHERE lower(account) = @account`)
        return (rowsAffected[0] ?? 0) > 0
      })
    },

    async characters(accounts) {
      const names = [...new Set(accounts.map((name) => name.toLowerCase()))]
      const found = new Map<string, GameCharacter[]>(names.map((name) => [name, []]))
      const searched = names.filter((name) => name.length <= ACCOUNT_LENGTH)
      if (searched.length === 0) return found
      return reach(async () => {
        for (let start = 0; start < searched.length; start += BATCH) {
          const batch = searched.slice(start, start + BATCH)
          const request = pool
            .request()
            .input('serverindex', sql.Char(2), settings.serverIndex)
            .input('live', sql.Char(1), LIVE)
          batch.forEach((name, i) => request.input(`a${i}`, sql.VarChar(ACCOUNT_LENGTH), name))
          const { recordset = [] } = await request.query(
            `SELECT account, m_idPlayer, m_szName, playerslot FROM ${CHARACTER} ` +
              'WHERE serverindex = @serverindex AND isblock = @live ' +
              `AND lower(account) IN (${batch.map((_, i) => `@a${i}`).join(', ')}) ` +
              'ORDER BY playerslot, m_idPlayer',
          )
          for (const row of recordset) {
            found.get(String(row.account).toLowerCase())?.push({
              characterId: Number(row.m_idPlayer),
              name: String(row.m_szName),
              slot: Number(row.playerslot ?? 0),
            })
          }
        }
        return found
      })
    },

    async ranking(limit) {
      if (!Number.isInteger(limit) || limit < 1) return []
      return reach(async () => {
        // ROW_NUMBER() rather than TOP (@limit): same rows (SQL Server 2005 and later), and a
        // statement that node-sql-parser reads whole, so the tests can check it.
        const { recordset = [] } = await pool
          .request()
          .input('serverindex', sql.Char(2), settings.serverIndex)
          .input('live', sql.Char(1), LIVE)
          .input('player', sql.Char(1), PLAYER)
          .input('minLevel', sql.Int, 1)
          .input('limit', sql.Int, limit)
          .query(
            'SELECT m_szName, m_nJob, m_nLevel, TotalPlayTime FROM (' +
              'SELECT m_szName, m_nJob, m_nLevel, TotalPlayTime, ROW_NUMBER() OVER (' +
              'ORDER BY m_nLevel DESC, ISNULL(TotalPlayTime, 0) DESC, m_szName) AS place ' +
              `FROM ${CHARACTER} WHERE serverindex = @serverindex AND isblock = @live ` +
              'AND m_chAuthority = @player AND m_nLevel >= @minLevel' +
              ') AS ranked WHERE place <= @limit ORDER BY place',
          )
        return recordset.map((row): RankingCharacter => ({
          name: String(row.m_szName),
          job: Math.max(0, Number(row.m_nJob ?? 0)),
          level: Number(row.m_nLevel),
          playingTime: Math.max(0, Number(row.TotalPlayTime ?? 0)),
        }))
      })
    },

    async send(delivery: GameDelivery) {
      const { deliveryId } = delivery
      if (deliveryId.length === 0 || deliveryId.length > DELIVERY_ID_LENGTH) {
        throw new RangeError(`A deliveryId has 1 to ${DELIVERY_ID_LENGTH} characters`)
      }
      const item = gameItem(delivery)
      const idPlayer = playerId(delivery.characterId)
      const account = delivery.account.toLowerCase()
      try {
        return await reach(async () => {
          const live = await deliveryColumns()
          return inTransaction(pool, async (transaction) => {
            if (await delivered(transaction, deliveryId)) return SENT
            if (idPlayer === null || account.length > ACCOUNT_LENGTH) return GONE
            if (!(await characterOn(transaction, idPlayer, account))) return GONE
            const nNo = await insertItemSend(transaction, live, idPlayer, item)
            await insertMarker(transaction, deliveryId, nNo)
            return SENT
          })
        })
      } catch (error) {
        // A concurrent send committed this deliveryId first: its row is the delivery.
        if (error === alreadySent) return SENT
        throw error
      }
    },

    async receipts(deliveryIds) {
      const ids = [...new Set(deliveryIds)].filter(
        (id) => id.length > 0 && id.length <= DELIVERY_ID_LENGTH,
      )
      const receipts = new Map<string, GameReceipt>()
      if (ids.length === 0) return receipts
      return reach(async () => {
        await deliveryColumns()
        for (let start = 0; start < ids.length; start += BATCH) {
          const batch = ids.slice(start, start + BATCH)
          const request = pool.request()
          batch.forEach((id, i) => request.input(`id${i}`, sql.VarChar(DELIVERY_ID_LENGTH), id))
          // The game writes its local time (GETDATE()); the driver reads a datetime as UTC, so
          // the server's offset from UTC, read with the rows, turns ProvideDt into an instant.
          const { recordset = [] } = await request.query(
            'SELECT d.delivery_id, d.created, s.ItemFlag, s.ProvideDt, ' +
              'DATEDIFF(second, GETUTCDATE(), GETDATE()) AS utc_offset ' +
              `FROM ${MARKER} AS d LEFT JOIN ${ITEM_SEND} AS s ` +
              'ON s.serverindex = d.serverindex AND s.m_nNo = d.m_nNo ' +
              `WHERE d.delivery_id IN (${batch.map((_, i) => `@id${i}`).join(', ')})`,
          )
          for (const row of recordset) {
            receipts.set(String(row.delivery_id), receipt(row))
          }
        }
        return receipts
      })
    },
  }
}

/**
 * Where a marked delivery is: handed over once the game set ItemFlag = 1 (at ProvideDt, or at
 * the marker's date if a tool cleared ProvideDt). A row that vanished reads as still 'sent'.
 */
function receipt(row: Record<string, unknown>): GameReceipt {
  if (Number(row.ItemFlag) !== 1) return { state: 'sent' }
  const local = (row.ProvideDt ?? row.created) as Date
  const offsetMinutes = Math.round(Number(row.utc_offset ?? 0) / 60)
  return { state: 'received', at: new Date(local.getTime() - offsetMinutes * 60_000).toISOString() }
}

/**
 * Opens a connection pool on the game's SQL Server and the game port over it. It does not wait
 * for the server: every call connects first, so the portal starts (and serves what does not need
 * the game) while the game's database is down, and game calls answer GameUnavailableError.
 */
export async function openMssqlGame(
  settings: MssqlGameSettings,
): Promise<{ game: GamePort; close: () => Promise<void> }> {
  const pool = new sql.ConnectionPool(settings.connectionString)
  // A broken idle connection is reported as an 'error' event: without a listener Node would exit.
  pool.on('error', (error: unknown) => console.error('[game] SQL Server connection error', error))
  const game = mssqlGame(pool, settings)
  return {
    game,
    close: () => pool.close(),
  }
}
