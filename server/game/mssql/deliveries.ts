import sql from 'mssql'
import type {
  DeliveryContent,
  GameDelivery,
  GamePort,
  GameReceipt,
  SendOutcome,
} from '@backend/ports'
import { insertInto, type Columns, type ColumnDiscovery } from './columns'
import {
  ACCOUNT_LENGTH,
  BATCH,
  DELIVERY_ID_LENGTH,
  LIVE,
  PLAYER_ID_LENGTH,
  param,
  type MssqlGameContext,
} from './context'
import { inTransaction, isDuplicateKey, type MssqlTransaction } from './driver'

const SENT: SendOutcome = { status: 'sent' }
const GONE: SendOutcome = { status: 'refused', failure: 'character-gone' }

/** The game's m_idPlayer of a characterId, or null when no character can have it. */
function playerId(characterId: number): string | null {
  const id = String(characterId)
  return Number.isSafeInteger(characterId) && characterId > 0 && id.length <= PLAYER_ID_LENGTH
    ? id.padStart(PLAYER_ID_LENGTH, '0')
    : null
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
 * The deliveries: an ITEM_SEND_TBL row the game hands over when the character enters the world,
 * and its PORTAL_DELIVERY_TBL marker written in the same transaction (exactly once per
 * deliveryId); what the game handed over read back from both.
 */
export function deliveryCalls(
  game: MssqlGameContext,
  discovery: ColumnDiscovery,
): Pick<GamePort, 'send' | 'receipts'> {
  const { pool, settings, CHARACTER, ITEM_SEND, MARKER, reach } = game

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
          const live = await discovery.deliveryColumns()
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
        await discovery.deliveryColumns()
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
