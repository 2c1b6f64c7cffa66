/**
 * An in-process fake of an mssql ConnectionPool on a Flyff game server's databases, for the SQL
 * Server game adapter (server/game/mssql.ts). It is not SQL Server: it records every statement
 * with its typed parameters, parses it with node-sql-parser (TransactSQL), checks every name it
 * uses against server/game/flyff-schema.json, and runs it on in-memory tables (tests/game/tsql.ts)
 * built as one release (S1 or S2) has them.
 *
 * Transactions hold one lock for the whole fake from their first write or locking read
 * (UPDLOCK / HOLDLOCK) to their end, and roll back to a snapshot: a plain read waits while
 * another transaction holds it (SQL Server's READ COMMITTED would wait on its rows). So an
 * adapter that checks then writes without a locking read lets two transactions both pass the
 * check, as on SQL Server. Identity values are not given back by a rollback, as on SQL Server.
 *
 * Faults, as the mssql driver reports them: the server unreachable (ConnectionError ESOCKET), a
 * request timeout or a deadlock (error 1205, the transaction rolled back by the server) at the Nth
 * statement of the next transaction, a commit that applies but whose answer is lost, a commit that
 * never reaches the server.
 */
import sql, { type ISqlType } from 'mssql'
import type { MssqlPool, MssqlRequest, MssqlResult, MssqlTransaction } from '@server/game/mssql'
import type { Release, Role } from './flyff-schema'
import { bound, typeName } from './mssql-bound'
import { TsqlEngine } from './tsql'
import { parseBatch, sqlError, type Row, type Snapshot, type Table, type Value } from './tsql-ast'
import { checkNames, lockNeed } from './tsql-names'

export interface RecordedParameter {
  name: string
  /** The mssql type as declared: 'VarChar(32)', 'Char(7)', 'Int'... */
  type: string
  value: unknown
}

export interface RecordedStatement {
  text: string
  parameters: RecordedParameter[]
  /** The fake transaction it ran in, or null (autocommit). */
  transaction: number | null
  /** What it threw, if it did. */
  error?: unknown
}

export interface FakeOptions {
  release: Release
  accountDb: string
  characterDb: string
  loggingDb: string
  /** Tables this server lacks, e.g. ['AccountPlay']. */
  without: readonly string[]
  /** Whether ACCOUNT_DBF has usp_CreateNewAccount, and the parameters it lacks ('@email'). */
  procedure: boolean
  withoutParameters: readonly string[]
  /** A *_CI_* collation (SQL Server's usual) or a case-sensitive one (the default here). */
  caseInsensitive: boolean
  /** The server's local time is UTC plus this (GETDATE() vs GETUTCDATE()). */
  utcOffsetMinutes: number
  now: () => Date
}

export type Fault = 'timeout' | 'deadlock'

const connectionRefused = () =>
  new sql.ConnectionError(
    'Failed to connect to game-db:1433 - connect ECONNREFUSED 10.0.0.5:1433',
    'ESOCKET',
  )

const lostConnection = () => new sql.ConnectionError('Connection lost - read ECONNRESET', 'ESOCKET')

/** Lets other pending work run first, as a round trip to a server would. */
const roundTrip = () => new Promise<void>((resolve) => setImmediate(resolve))

class FakeRequest implements MssqlRequest {
  private readonly parameters: RecordedParameter[] = []
  private readonly values = new Map<string, Value>()

  constructor(
    private readonly pool: FakeMssqlPool,
    private readonly transaction: FakeTransaction | null,
  ) {}

  input(name: string, type: ISqlType | (() => ISqlType), value: unknown): MssqlRequest {
    if (this.parameters.some((p) => p.name === name)) {
      throw new Error(`fake: the parameter name ${name} has already been declared`)
    }
    const declared = typeName(type)
    this.parameters.push({
      name,
      type: declared.length === undefined ? declared.name : `${declared.name}(${declared.length})`,
      value,
    })
    this.values.set(name.toLowerCase(), bound(name, declared, value))
    return this
  }

  query(text: string): Promise<MssqlResult> {
    return this.pool.run(text, this.parameters, this.values, this.transaction)
  }
}

class FakeTransaction implements MssqlTransaction {
  id = 0
  statementCount = 0
  /** The state to roll back to, taken when it first takes the lock. */
  snapshot: Snapshot | null = null
  /** Rolled back by the server (deadlock victim): mssql answers EABORT from then on. */
  aborted = false
  fault: { at: number; fault: Fault } | null = null
  private begun = false

  constructor(private readonly pool: FakeMssqlPool) {}

  async begin() {
    await roundTrip()
    if (!this.pool.reachable) throw connectionRefused()
    this.begun = true
    this.pool.began(this)
    return this
  }

  request(): MssqlRequest {
    return new FakeRequest(this.pool, this)
  }

  async commit() {
    await roundTrip()
    this.usable()
    const fault = this.pool.takeCommitFault()
    if (!this.pool.reachable || fault?.applied === false) {
      // The connection dropped before the commit: the server rolls the transaction back.
      this.pool.end(this, 'rollback')
      throw fault?.error ?? connectionRefused()
    }
    this.pool.end(this, 'commit')
    if (fault) throw fault.error
  }

  async rollback() {
    await roundTrip()
    this.usable()
    this.pool.end(this, 'rollback')
  }

  usable() {
    if (this.aborted) throw new sql.TransactionError('Transaction has been aborted.', 'EABORT')
    if (!this.begun) throw new sql.TransactionError('Transaction has not begun.', 'ENOTBEGUN')
  }
}

export class FakeMssqlPool implements MssqlPool {
  readonly statements: RecordedStatement[] = []
  readonly engine: TsqlEngine
  readonly options: FakeOptions
  /** False: every connection attempt is refused, as when the server is down. */
  reachable = true
  private holder: object | null = null
  private waiting: (() => void)[] = []
  private armed: { at: number; fault: Fault } | null = null
  private commitFault: { applied: boolean; error: Error } | null = null
  private transactions = 0

  constructor(options: Partial<FakeOptions> = {}) {
    this.options = {
      release: 'S1',
      accountDb: 'ACCOUNT_DBF',
      characterDb: 'CHARACTER_01_DBF',
      loggingDb: 'LOGGING_01_DBF',
      without: [],
      procedure: true,
      withoutParameters: [],
      caseInsensitive: false,
      utcOffsetMinutes: 120,
      now: () => new Date(),
      ...options,
    }
    this.engine = new TsqlEngine({
      release: this.options.release,
      names: {
        account: this.options.accountDb,
        character: this.options.characterDb,
        logging: this.options.loggingDb,
      },
      without: this.options.without,
      procedure: this.options.procedure,
      withoutParameters: this.options.withoutParameters,
      caseInsensitive: this.options.caseInsensitive,
      now: this.options.now,
      utcOffsetMinutes: this.options.utcOffsetMinutes,
    })
  }

  async connect() {
    await roundTrip()
    if (!this.reachable) throw connectionRefused()
    return this
  }

  request(): MssqlRequest {
    return new FakeRequest(this, null)
  }

  transaction(): MssqlTransaction {
    return new FakeTransaction(this)
  }

  // ------------------------------------------------------------ faults

  /** The `at`-th statement (from 1) of the next transaction begun fails with `fault`. */
  failInNextTransaction(at: number, fault: Fault) {
    this.armed = { at, fault }
  }

  /** The next commit applies, then its answer is lost: `error` instead (a dropped connection). */
  loseNextCommitAnswer(error: Error = lostConnection()) {
    this.commitFault = { applied: true, error }
  }

  /** The connection drops before the next commit reaches the server: nothing of it applies. */
  dropNextCommit() {
    this.commitFault = { applied: false, error: lostConnection() }
  }

  takeCommitFault() {
    const fault = this.commitFault
    this.commitFault = null
    return fault
  }

  // ------------------------------------------------------------ direct access, as game tools

  private table(role: Role, name: string): Table {
    const table = this.engine.table(role, name)
    if (!table) throw new Error(`fake: no ${name} in the ${role} database`)
    return table
  }

  /** Copies of a table's rows (an empty list when the table does not exist). */
  rows(role: Role, name: string): Row[] {
    return (this.engine.table(role, name)?.rows ?? []).map((row) => ({ ...row }))
  }

  /** Adds a row directly, as the game or its tools would (defaults, identity, keys apply). */
  insert(role: Role, name: string, values: Record<string, Value>): Row {
    const db = {
      account: this.options.accountDb,
      character: this.options.characterDb,
      logging: this.options.loggingDb,
    }[role]
    return { ...this.engine.insertRow(this.table(role, name), values, db) }
  }

  /** Changes the rows `match` selects directly; answers how many. */
  update(role: Role, name: string, match: (row: Row) => boolean, changes: Row): number {
    const rows = this.table(role, name).rows.filter(match)
    for (const row of rows) Object.assign(row, changes)
    return rows.length
  }

  /** Deletes the rows `match` selects directly, as a tool would; answers how many. */
  remove(role: Role, name: string, match: (row: Row) => boolean): number {
    const table = this.engine.table(role, name)
    if (!table) return 0
    const before = table.rows.length
    table.rows = table.rows.filter((row) => !match(row))
    return before - table.rows.length
  }

  /** GETDATE() on this server. */
  localNow(): Date {
    return this.engine.localNow()
  }

  // ------------------------------------------------------------ the server

  began(transaction: FakeTransaction) {
    transaction.id = ++this.transactions
    transaction.fault = this.armed
    this.armed = null
  }

  end(transaction: FakeTransaction, how: 'commit' | 'rollback') {
    if (how === 'rollback' && transaction.snapshot) this.engine.restore(transaction.snapshot)
    transaction.snapshot = null
    this.release(transaction)
  }

  private async acquire(owner: object) {
    while (this.holder && this.holder !== owner) {
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    }
    this.holder = owner
  }

  private async waitFree(owner: object) {
    while (this.holder && this.holder !== owner) {
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    }
  }

  private release(owner: object) {
    if (this.holder !== owner) return
    this.holder = null
    for (const wake of this.waiting.splice(0)) wake()
  }

  async run(
    text: string,
    parameters: RecordedParameter[],
    values: ReadonlyMap<string, Value>,
    transaction: FakeTransaction | null,
  ): Promise<MssqlResult> {
    await roundTrip()
    if (!this.reachable) throw connectionRefused()
    transaction?.usable()
    const recorded: RecordedStatement = {
      text,
      parameters: [...parameters],
      transaction: transaction?.id ?? null,
    }
    this.statements.push(recorded)
    const owner = transaction ?? {}
    try {
      let statements
      try {
        statements = parseBatch(text)
      } catch (error) {
        throw new Error(`fake: node-sql-parser cannot read\n${text}\n${String(error)}`)
      }
      for (const statement of statements) checkNames(statement, this.engine.roleOf)
      if (transaction) this.injectFault(transaction)
      const needs = statements.map(lockNeed)
      if (needs.includes('take')) {
        await this.acquire(owner)
        if (transaction && !transaction.snapshot) transaction.snapshot = this.engine.snapshot()
      } else if (needs.includes('wait')) {
        await this.waitFree(owner)
      }
      const { recordsets, rowsAffected } = this.engine.run(statements, values)
      return { recordset: recordsets[0], rowsAffected }
    } catch (error) {
      recorded.error = error
      throw error
    } finally {
      if (!transaction) this.release(owner)
    }
  }

  private injectFault(transaction: FakeTransaction) {
    transaction.statementCount += 1
    if (transaction.fault?.at !== transaction.statementCount) return
    const { fault } = transaction.fault
    transaction.fault = null
    if (fault === 'timeout') {
      throw new sql.RequestError('Timeout: Request failed to complete in 15000ms', 'ETIMEOUT')
    }
    // The server picked this transaction as the deadlock victim and rolled it back.
    this.end(transaction, 'rollback')
    transaction.aborted = true
    throw sqlError(
      1205,
      'Transaction (Process ID 61) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.',
    )
  }
}
