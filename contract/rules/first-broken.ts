import type { z } from 'zod'

/**
 * The first rule, in the given order, that a schema's issues break (each check of a rule schema
 * carries its rule's key as its message); null when they break none.
 */
export function firstBroken<K extends string>(
  order: readonly K[],
  issues: readonly z.ZodIssue[],
): K | null {
  const broken = new Set(issues.map((issue) => issue.message))
  return order.find((rule) => broken.has(rule)) ?? null
}
