import { z } from 'zod'
import { BODY_LIMITS } from './common'

/** Why a purchase can no longer be withdrawn (docs/decisions/063). */
export const WithdrawalRefusalSchema = z.enum(['expired', 'all-transferred', 'withdrawn'])

/**
 * A paid purchase of the player as the withdrawal function sees it: its AirPoints not yet
 * transferred (nor taken back) and their value in euros at the price paid, until when it may be
 * withdrawn, and, when it may not, why.
 */
export const WithdrawablePurchaseSchema = z.object({
  paymentId: z.string().min(1),
  at: z.string().datetime(),
  /** The pack's title (null: a price no longer sold). */
  pack: z.string().nullable(),
  /** Euros paid (null: a price no longer sold). */
  price: z.number().nonnegative().nullable(),
  points: z.number().int().nonnegative(),
  untransferred: z.number().int().nonnegative(),
  untransferredEuros: z.number().nonnegative(),
  deadline: z.string().datetime(),
  refusal: WithdrawalRefusalSchema.nullable(),
})
export type WithdrawablePurchase = z.infer<typeof WithdrawablePurchaseSchema>

/** A withdrawal made: when, what it took back and refunded, and where the refund stands. */
export const WithdrawalSchema = z.object({
  withdrawalId: z.string().min(1),
  paymentId: z.string().min(1),
  at: z.string().datetime(),
  name: z.string().min(1),
  email: z.string().min(1),
  points: z.number().int().nonnegative(),
  /** Euros refunded (asked of the payment provider). */
  euros: z.number().nonnegative(),
  /** pending: recorded, the provider not yet told; done: the provider took the refund. */
  refund: z.enum(['pending', 'done']),
})
export type Withdrawal = z.infer<typeof WithdrawalSchema>

/**
 * What the withdrawal function and the transfer form need: the recent purchases, the
 * withdrawals made, and how many AirPoints of the balance a transfer may use without the
 * consent (`freePoints`: those not bought less than 14 days ago, docs/decisions/063).
 */
export const WithdrawalsViewSchema = z.object({
  purchases: z.array(WithdrawablePurchaseSchema),
  withdrawals: z.array(WithdrawalSchema),
  balance: z.number().int().nonnegative(),
  freePoints: z.number().int().nonnegative(),
  /** The account's e-mail address, to prefill the acknowledgement's address. */
  email: z.string().nullable(),
})
export type WithdrawalsView = z.infer<typeof WithdrawalsViewSchema>

export const WithdrawalRequestSchema = z.object({
  paymentId: z.string().min(1).max(300),
  name: z.string().trim().min(1).max(BODY_LIMITS.maxTextLength),
  email: z.string().trim().email().max(320),
})
export type WithdrawalRequest = z.infer<typeof WithdrawalRequestSchema>
