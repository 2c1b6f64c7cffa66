export interface Promotion {
  /** Inclusive start, ISO UTC. */
  start: string
  /** Exclusive end, ISO UTC. */
  end: string
  multiplier: number
}

/** Promotion windows; a new window is one more entry. */
export const PROMOTIONS: readonly Promotion[] = [
  { start: '2024-10-02T18:00:00Z', end: '2024-10-02T22:00:00Z', multiplier: 1.25 },
]

export function promotionAt(now: Date, promotions = PROMOTIONS): Promotion | null {
  const t = now.getTime()
  return promotions.find((p) => t >= Date.parse(p.start) && t < Date.parse(p.end)) ?? null
}

/** Points a pack credits at a given time: boosted inside a promotion window. */
export function pointsAt(points: number, now: Date, promotions = PROMOTIONS): number {
  const promotion = promotionAt(now, promotions)
  return promotion ? Math.floor(points * promotion.multiplier) : points
}

/** '+25 % offerts' for a 1.25 multiplier (French typography: a non-breaking space before %). */
export function promotionLabel(promotion: Promotion): string {
  return `+${Math.round((promotion.multiplier - 1) * 100)}\u00a0% offerts`
}
