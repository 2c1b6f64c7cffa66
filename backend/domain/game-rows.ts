/**
 * How a delivery becomes rows of the game's delivery table (docs/game-database.md, « Stacks and
 * the charged flag »): the game keeps an item's count in 16 bits and hands a row over only when
 * the bag takes all of it, so a count is cut into rows of at most the item's stack size (its
 * propItem dwPackMax), never above 32 767; each row carries the charged flag of its kind.
 */

/** The most one row may carry: the game's count is a 16-bit signed number. */
export const MAX_ROW_COUNT = 32_767

export interface GameRowSettings {
  /** Game item id -> its stack size (dwPackMax); items absent here use defaultStackSize. */
  stackSizes: Readonly<Record<number, number>>
  /** The stack size of an item the operator did not give one for (at most MAX_ROW_COUNT). */
  defaultStackSize: number
  /** Whether each kind of delivery is made a charged (cash-shop, bound) item: m_bCharged 0. */
  charged: { points: boolean; rewards: boolean }
}

/** The game's stock billing: charged items, rows never above what one count can hold. */
export const DEFAULT_ROW_SETTINGS: GameRowSettings = {
  stackSizes: {},
  defaultStackSize: MAX_ROW_COUNT,
  charged: { points: true, rewards: true },
}

export interface GameRow {
  itemId: number
  count: number
  /** The game's m_bCharged: 0 makes a charged item, 1 an ordinary one. */
  mbCharged: 0 | 1
}

/** The stack size used for an item: its setting, within 1 and MAX_ROW_COUNT. */
export function stackSizeOf(settings: GameRowSettings, itemId: number): number {
  const size = settings.stackSizes[itemId] ?? settings.defaultStackSize
  return Math.max(1, Math.min(MAX_ROW_COUNT, Math.floor(size)))
}

/**
 * The rows of `count` of a game item, each at most its stack size, in delivery order. Throws a
 * RangeError for a count that is not a whole positive number.
 */
export function gameRows(
  settings: GameRowSettings,
  kind: 'points' | 'item',
  itemId: number,
  count: number,
): GameRow[] {
  if (!Number.isSafeInteger(count) || count < 1 || count > 2 ** 31 - 1) {
    throw new RangeError(`A delivery carries a whole positive count (${count})`)
  }
  const stack = stackSizeOf(settings, itemId)
  const charged = kind === 'points' ? settings.charged.points : settings.charged.rewards
  const rows: GameRow[] = []
  for (let left = count; left > 0; left -= stack) {
    rows.push({ itemId, count: Math.min(stack, left), mbCharged: charged ? 0 : 1 })
  }
  return rows
}
