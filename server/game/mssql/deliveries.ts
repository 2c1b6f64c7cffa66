import sql from 'mssql'
import { gameRows, type GameRow } from '@backend/domain/game-rows'
import type { GameDelivery, GamePort, GameReceipt, SendOutcome } from '@backend/ports'
import { checkWritable, insertInto, type Columns, type ColumnDiscovery } from './columns'
import {
  ACCOUNT_LENGTH,
  BATCH,
  DELIVERY_ID_LENGTH,
  LIVE,
  param,
  type MssqlGameContext,
} from './context'
import { inTransaction, isDuplicateKey, type MssqlTransaction } from './driver'

const SENT: SendOutcome = { status: 'sent' }
const GONE: SendOutcome = { status: 'refused', failure: 'character-gone' }

/** The game's m_idPlayer of a characterId (zero-padded to the live width), or null when none can have it. */
function playerId(characterId: number, width: number): string | null {
  const id = String(characterId)
  return Number.isSafeInteger(characterId) && characterId > 0 && id.length <= width
    ? id.padStart(width, '0')
    : null
}

/** The ITEM_SEND_TBL values of one row, by column (those the live table lacks are left out). */
function itemSendValues(serverIndex: string, idPlayer: string, row: GameRow) {
  return {
    m_idPlayer: param(sql.Char(idPlayer.length), idPlayer),
    serverindex: param(sql.Char(2), serverIndex),
    // The game reads Item_Name as the item id when it is a number.
    Item_Name: param(sql.VarChar(32), String(row.itemId)),
    Item_count: param(sql.Int, row.count),
    // 0 = a charged (cash-shop) item, as the stock billing writes; 1 = an ordinary one. Per kind
    // of delivery (GAME_CHARGED_*): docs/game-database.md says what it blocks.
    m_bCharged: param(sql.Int, row.mbCharged),
    idSender: param(sql.Char(7), '0000000'),
    SendComment: param(sql.VarChar(20), 'portal'),
  }
}

/** The ITEM_SEND_TBL columns a delivery writes (start-up checks that they are enough). */
export const ITEM_SEND_WRITTEN = Object.keys(
  itemSendValues('01', '0000001', { itemId: 1, count: 1, mbCharged: 0 }),
)

/** The game's local date (GETDATE()) as an instant: the driver reads it as UTC. */
function instant(local: unknown, offsetSeconds: unknown): string {
  const minutes = Math.round(Number(offsetSeconds ?? 0) / 60)
  return new Date((local as Date).getTime() - minutes * 60_000).toISOString()
}

/**
 * Where a marked delivery is, from its rows: handed over once the game set ItemFlag = 1 on every
 * one (the last ProvideDt, or the marker's date if a tool cleared it); 'rows-gone' when one of
 * them is no longer there (matched on m_nNo and the player).
 */
function receipt(rows: Record<string, unknown>[]): GameReceipt {
  const [first] = rows
  const since = instant(first?.created, first?.utc_offset)
  if (rows.some((row) => row.found_no == null)) return { state: 'rows-gone', since }
  if (!rows.every((row) => Number(row.ItemFlag) === 1)) return { state: 'sent', since }
  const at = rows
    .map((row) => instant(row.ProvideDt ?? row.created, row.utc_offset))
    .reduce((a, b) => (a > b ? a : b))
  return { state: 'received', at }
}

/**
 * The deliveries: ITEM_SEND_TBL rows (one per stack) the game hands over when the character
 * enters the world, each listed in PORTAL_DELIVERY_ROW_TBL, and one PORTAL_DELIVERY_TBL marker,
 * all written in one transaction (exactly once per deliveryId); what the game handed over read
 * back from them.
 */
export function deliveryCalls(
  game: MssqlGameContext,
  discovery: ColumnDiscovery,
): Pick<GamePort, 'send' | 'receipts'> {
  const { pool, settings, CHARACTER, ITEM_SEND, MARKER, ROWS, reach } = game

  /** The rows a delivery writes: its game item, in stacks, with its kind's charged flag. */
  function rowsOf(delivery: GameDelivery): GameRow[] {
    return delivery.kind === 'points'
      ? gameRows(settings.rows, 'points', settings.airPointsItemId, delivery.amount)
      : gameRows(
          settings.rows,
          'item',
          settings.rewardItems[delivery.itemId] ?? delivery.itemId,
          delivery.count,
        )
  }

  async function delivered(transaction: MssqlTransaction, deliveryId: string) {
    // UPDLOCK, HOLDLOCK: a concurrent send of the same deliveryId waits here, then finds the marker.
    const { recordset = [] } = await transaction
      .request()
      .input('deliveryId', sql.VarChar(DELIVERY_ID_LENGTH), deliveryId)
      .query(`SELECT m_nNo FROM ${MARKER} WITH (UPDLOCK, HOLDLOCK) WHERE delivery_id = @deliveryId`)
    return recordset.length > 0
  }

  async function characterOn(
    transaction: MssqlTransaction,
    idPlayer: string,
    account: string,
    caseInsensitive: boolean,
  ) {
    // A case-insensitive collation compares the column as it is, so that its index is used.
    const sameAccount = caseInsensitive ? 'account = @account' : 'lower(account) = @account'
    const { recordset = [] } = await transaction
      .request()
      .input('idPlayer', sql.Char(idPlayer.length), idPlayer)
      .input('serverindex', sql.Char(2), settings.serverIndex)
      .input('account', sql.VarChar(ACCOUNT_LENGTH), account)
      .input('live', sql.Char(1), LIVE)
      .query(
        `SELECT m_idPlayer FROM ${CHARACTER} WHERE m_idPlayer = @idPlayer ` +
          `AND serverindex = @serverindex AND ${sameAccount} AND isblock = @live`,
      )
    return recordset.length > 0
  }

  /** Writes one ITEM_SEND_TBL row and its line in PORTAL_DELIVERY_ROW_TBL; answers its m_nNo. */
  async function insertRow(
    transaction: MssqlTransaction,
    live: Columns,
    deliveryId: string,
    idPlayer: string,
    row: GameRow,
  ) {
    const request = transaction.request()
    const insert = insertInto(
      request,
      ITEM_SEND,
      live,
      itemSendValues(settings.serverIndex, idPlayer, row),
    )
    // In the same batch: SCOPE_IDENTITY() is the identity of this batch's insert only.
    const { recordset = [] } = await request.query(
      `${insert}; SELECT CAST(SCOPE_IDENTITY() AS int) AS m_nNo`,
    )
    const nNo = Number(recordset[0]?.m_nNo)
    if (!Number.isInteger(nNo)) throw new Error('ITEM_SEND_TBL answered no m_nNo')
    await transaction
      .request()
      .input('nNo', sql.Int, nNo)
      .input('deliveryId', sql.VarChar(DELIVERY_ID_LENGTH), deliveryId)
      .input('serverindex', sql.Char(2), settings.serverIndex)
      .input('idPlayer', sql.VarChar(16), idPlayer)
      .query(
        `INSERT INTO ${ROWS} (m_nNo, delivery_id, serverindex, m_idPlayer) ` +
          'VALUES (@nNo, @deliveryId, @serverindex, @idPlayer)',
      )
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
    async send(delivery: GameDelivery) {
      const { deliveryId } = delivery
      if (deliveryId.length === 0 || deliveryId.length > DELIVERY_ID_LENGTH) {
        throw new RangeError(`A deliveryId has 1 to ${DELIVERY_ID_LENGTH} characters`)
      }
      const rows = rowsOf(delivery)
      const account = delivery.account.toLowerCase()
      try {
        return await reach(async () => {
          const tables = await discovery.deliveryColumns()
          checkWritable('ITEM_SEND_TBL', tables.itemSend, ITEM_SEND_WRITTEN)
          const idPlayer = playerId(delivery.characterId, tables.playerIdLength)
          return inTransaction(pool, async (transaction) => {
            if (await delivered(transaction, deliveryId)) return SENT
            if (idPlayer === null || account.length > ACCOUNT_LENGTH) return GONE
            const live = await characterOn(transaction, idPlayer, account, tables.caseInsensitive)
            if (!live) return GONE
            const numbers: number[] = []
            for (const row of rows) {
              numbers.push(await insertRow(transaction, tables.itemSend, deliveryId, idPlayer, row))
            }
            await insertMarker(transaction, deliveryId, numbers[0] ?? 0)
            return SENT
          })
        })
      } catch (error) {
        // A concurrent send committed this deliveryId first: its rows are the delivery.
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
        await discovery.deliveryColumns()
        for (let start = 0; start < ids.length; start += BATCH) {
          const batch = ids.slice(start, start + BATCH)
          const request = pool.request()
          batch.forEach((id, i) => request.input(`id${i}`, sql.VarChar(DELIVERY_ID_LENGTH), id))
          // Each row of a delivery, matched on its number and its player. A marker written before
          // the row list existed has no line there: its one row is the marker's m_nNo. The game
          // writes its local time (GETDATE()): the server's offset from UTC comes with the rows.
          const { recordset = [] } = await request.query(
            'SELECT d.delivery_id, d.created, s.m_nNo AS found_no, s.ItemFlag, s.ProvideDt, ' +
              'DATEDIFF(second, GETUTCDATE(), GETDATE()) AS utc_offset ' +
              `FROM ${MARKER} AS d LEFT JOIN ${ROWS} AS r ON r.delivery_id = d.delivery_id ` +
              `LEFT JOIN ${ITEM_SEND} AS s ON s.serverindex = d.serverindex ` +
              'AND s.m_nNo = ISNULL(r.m_nNo, d.m_nNo) ' +
              'AND (r.m_idPlayer IS NULL OR s.m_idPlayer = r.m_idPlayer) ' +
              `WHERE d.delivery_id IN (${batch.map((_, i) => `@id${i}`).join(', ')})`,
          )
          const byDelivery = new Map<string, Record<string, unknown>[]>()
          for (const row of recordset) {
            const id = String(row.delivery_id)
            byDelivery.set(id, [...(byDelivery.get(id) ?? []), row])
          }
          for (const [id, rows] of byDelivery) receipts.set(id, receipt(rows))
        }
        return receipts
      })
    },
  }
}
