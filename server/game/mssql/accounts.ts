import sql from 'mssql'
import { GameUnavailableError, type GamePort } from '@backend/ports'
import { insertInto, type AccountColumns, type ColumnDiscovery } from './columns'
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
): Pick<GamePort, 'createAccount' | 'checkPassword' | 'changePassword'> {
  const { pool, settings, ACCOUNT, DETAIL, PLAY, hash, reach } = game

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
    live: AccountColumns,
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
  }
}
