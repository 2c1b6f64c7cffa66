export interface Promotion {
  /** Inclusive start, ISO UTC. */
  start: string
  /** Exclusive end, ISO UTC. */
  end: string
  multiplier: number
}

/**
 * The promotion windows live in the database and are served by the API (GET /shop/promotions);
 * every function here takes them as an argument.
 */
export function promotionAt(now: Date, promotions: readonly Promotion[]): Promotion | null {
  const t = now.getTime()
  return promotions.find((p) => t >= Date.parse(p.start) && t < Date.parse(p.end)) ?? null
}

/** Points a pack credits at a given time: boosted inside a promotion window. */
export function pointsAt(points: number, now: Date, promotions: readonly Promotion[]): number {
  const promotion = promotionAt(now, promotions)
  return promotion ? Math.floor(points * promotion.multiplier) : points
}

/** '+25 % offerts' for a 1.25 multiplier (French typography: a non-breaking space before %). */
export function promotionLabel(promotion: Promotion): string {
  return `+${Math.round((promotion.multiplier - 1) * 100)}\u00a0% offerts`
}

/** The windows that have not ended at `now`, by start: what the API serves. */
export function promotionsFrom(now: Date, promotions: readonly Promotion[]): Promotion[] {
  const t = now.getTime()
  return promotions
    .filter((p) => Date.parse(p.end) > t)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
}

/** Bounds of a multiplier an operator may set (x1.01 to x3). */
export const PROMOTION_MULTIPLIER = { min: 1.01, max: 3 } as const

/**
 * Why a new or changed window cannot be scheduled among `others` (French, for the operator), or
 * null: its end must follow its start, and windows never overlap (one multiplier at a time).
 */
export function promotionProblem(
  candidate: Promotion,
  others: readonly Promotion[],
): string | null {
  const start = Date.parse(candidate.start)
  const end = Date.parse(candidate.end)
  if (Number.isNaN(start) || Number.isNaN(end)) return 'Dates de promotion invalides.'
  if (end <= start) return 'La fin de la promotion doit suivre son début.'
  const { min, max } = PROMOTION_MULTIPLIER
  if (!(candidate.multiplier >= min && candidate.multiplier <= max)) {
    return 'Le multiplicateur doit être compris entre 1,01 et 3.'
  }
  const overlapping = others.find((p) => start < Date.parse(p.end) && Date.parse(p.start) < end)
  return overlapping ? 'Cette période chevauche une autre promotion.' : null
}
