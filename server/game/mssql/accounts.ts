import sql from 'mssql'
import { GameUnavailableError, type GamePort } from '@backend/ports'
import { checkWritable, insertInto, type AccountColumns, type ColumnDiscovery } from './columns'
import {
  ACCOUNT_LENGTH,
  IN_TEN_YEARS,
  PLAYER,
  TODAY,
  YESTERDAY,
  expression,
  param,
  type MssqlGameContext,
} from './context'
import { inTransaction, isDuplicateKey, type MssqlTransaction } from './driver'

const TAKEN = { ok: false, reason: 'name-taken' } as const

type Creation = (
  transaction: MssqlTransaction,
  account: string,
  password: string,
) => Promise<boolean>

/**
 * The game accounts: created as the stock usp_CreateNewAccount does (or by calling it), their
 * password checked and changed (ACCOUNT_TBL, ACCOUNT_TBL_DETAIL, AccountPlay).
 */
export function accountCalls(
  game: MssqlGameContext,
  discovery: ColumnDiscovery,
): Pick<GamePort, 'createAccount' | 'checkPassword' | 'changePassword'> & {
  /** Refuses account tables the portal could not write (start-up). */
  checkTables(): Promise<void>
} {
  const { pool, settings, ACCOUNT, DETAIL, PLAY, hash, reach } = game

  /** The comparison of ACCOUNT_TBL.account with @account (a lowercase name), as its collation allows. */
  const sameAccount = (live: AccountColumns) =>
    live.caseInsensitive ? 'account = @account' : 'lower(account) = @account'

  /**
   * True when an account has that name whatever its case. UPDLOCK, HOLDLOCK keeps the range
   * locked until the transaction ends: a concurrent creation of the same name waits here, then
   * sees this one's row.
   */
  async function nameTaken(transaction: MssqlTransaction, live: AccountColumns, account: string) {
    const { recordset = [] } = await transaction
      .request()
      .input('account', sql.VarChar(ACCOUNT_LENGTH), account)
      .query(`SELECT account FROM ${ACCOUNT} WITH (UPDLOCK, HOLDLOCK) WHERE ${sameAccount(live)}`)
    return recordset.length > 0
  }

  /** The rows the stock usp_CreateNewAccount writes, by table and column. */
  function accountRows(account: string, password: string) {
    const name = param(sql.VarChar(ACCOUNT_LENGTH), account)
    return {
      account: {
        account: name,
        password: param(sql.VarChar(32), hash(password)),
        isuse: param(sql.Char(1), 'T'),
        member: param(sql.Char(1), 'A'),
        id_no1: param(sql.VarChar(32), ''),
        id_no2: param(sql.VarChar(32), ''),
        realname: param(sql.Char(1), ''),
        cash: param(sql.Int, 0),
      },
      detail: {
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
      },
      play: { Account: name, PlayDate: expression(`CAST(${TODAY} AS int)`) },
    }
  }

  /** Refuses account tables an insert could not write (start-up and first creation). */
  function checkAccountTables(live: AccountColumns) {
    const rows = accountRows('x', 'x')
    checkWritable('ACCOUNT_TBL', live.account, Object.keys(rows.account))
    checkWritable('ACCOUNT_TBL_DETAIL', live.detail, Object.keys(rows.detail))
    if (live.play.size > 0) checkWritable('AccountPlay', live.play, Object.keys(rows.play))
  }

  /** The rows the stock usp_CreateNewAccount writes, with the columns this release has. */
  async function insertAccount(
    transaction: MssqlTransaction,
    live: AccountColumns,
    account: string,
    password: string,
  ) {
    const rows = accountRows(account, password)
    let request = transaction.request()
    await request.query(insertInto(request, ACCOUNT, live.account, rows.account))
    request = transaction.request()
    await request.query(insertInto(request, DETAIL, live.detail, rows.detail))
    if (live.play.size === 0) return
    request = transaction.request()
    await request.query(insertInto(request, PLAY, live.play, rows.play))
  }

  /**
   * How this server creates an account in a transaction (false: the name exists). What it needs
   * to know is read first, outside: the transaction holds its locks until it ends.
   */
  async function accountCreation(): Promise<Creation> {
    if (settings.accountCreation === 'procedure') {
      const parameters = await discovery.procedureParameters()
      return (transaction, account, password) =>
        callProcedure(transaction, parameters, account, password)
    }
    const live = await discovery.accountColumns()
    checkAccountTables(live)
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
      .query(`EXEC ${game.accountTable('usp_CreateNewAccount')} ${named.join(', ')}`)
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

  return {
    async checkTables() {
      if (settings.accountCreation === 'insert')
        checkAccountTables(await discovery.accountColumns())
    },

    async createAccount(name, password) {
      // The game client lowercases the account before it logs in: a stock account is lowercase.
      const account = name.toLowerCase()
      if (account.length > ACCOUNT_LENGTH) {
        throw new RangeError(`A game account name has at most ${ACCOUNT_LENGTH} characters`)
      }
      try {
        return await reach(async () => {
          const live = await discovery.accountColumns()
          const create = await accountCreation()
          return inTransaction(pool, async (transaction) => {
            if (await nameTaken(transaction, live, account)) return TAKEN
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
        const live = await discovery.accountColumns()
        const { recordset = [] } = await pool
          .request()
          .input('account', sql.VarChar(ACCOUNT_LENGTH), account)
          .query(`SELECT account, password FROM ${ACCOUNT} WHERE ${sameAccount(live)}`)
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
        const live = await discovery.accountColumns()
        const { rowsAffected } = await pool
          .request()
          .input('password', sql.VarChar(32), hash(password))
          .input('account', sql.VarChar(ACCOUNT_LENGTH), account)
          .query(`UPDATE ${ACCOUNT} SET password = @password WHERE ${sameAccount(live)}`)
        return (rowsAffected[0] ?? 0) > 0
      })
    },
  }
}
