import { z } from 'zod'

/** Body of every error answer: a message the client maps to French. */
export const ErrorSchema = z.object({ message: z.string() })
export type ApiError = z.infer<typeof ErrorSchema>

/** 400: the message and, when the contract rejected the body, the failing fields. */
export const ValidationErrorSchema = z.object({
  message: z.string(),
  bodyErrors: z.unknown().optional(),
})

/** Personal calls carry the identity token as a bearer. */
export const BearerHeadersSchema = z.object({
  authorization: z.string().regex(/^Bearer \S+$/, 'Bearer token expected'),
  /** The console's step-up credential (docs/decisions/059): required on every /admin call. */
  'x-second-factor': z.string().max(128).optional(),
  /** A player's current second-factor code, where his enabled second factor asks for one. */
  'x-second-factor-code': z.string().max(32).optional(),
})

/**
 * Calls that move AirPoints or send a reward accept an idempotency key: the
 * same key answers the first outcome again and moves nothing twice
 * (docs/decisions/012-idempotency-keys-and-ledger.md). One key per submission,
 * reused only to retry it; printable ASCII, 1 to 128 characters.
 */
export const IdempotencyKeySchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[\x21-\x7e]+$/, 'Printable ASCII expected')

/** Bounds of what a request body may carry: the API never reads more. */
export const BODY_LIMITS = {
  /** Ids and amounts fit a signed 32-bit column. */
  maxInt: 2_147_483_647,
  /** Short identifiers: price ids, vote site ids, vote tokens. */
  maxIdLength: 128,
  /** Free text typed by a player (game account name field, passwords). */
  maxTextLength: 128,
} as const

/** An identifier typed by the server: bounded, never empty. */
export const ShortIdSchema = z.string().min(1).max(BODY_LIMITS.maxIdLength)

/** The cursor of a paginated list: the id of the last row of the previous page. */
export const CursorSchema = z.string().regex(/^[1-9]\d{0,15}$/)

export const IdSchema = z.number().int().positive().max(BODY_LIMITS.maxInt)

export const commonErrorResponses = {
  400: ValidationErrorSchema,
  401: ErrorSchema,
} as const

export const personalErrorResponses = {
  ...commonErrorResponses,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
} as const

/**
 * The options of a router of personal calls: the bearer header and the error answers written
 * once (ts-rest merges them into each call), a call adding only what is its own.
 */
export const personalRouter = {
  baseHeaders: BearerHeadersSchema,
  commonResponses: personalErrorResponses,
} as const

/** What a call that needs the game's database adds to the personal errors. */
export const gameUnavailableResponse = { 503: ErrorSchema } as const

/** What an idempotent call adds: its optional key header and 422 for a key reused elsewhere. */
export const idempotentAdditions = {
  headers: z.object({ 'idempotency-key': IdempotencyKeySchema.optional() }),
  responses: { 422: ErrorSchema },
} as const

/**
 * 429: too many calls of this kind from this player or from this address. `message` is the
 * French notice (contract/rules/limits.ts), `retryAfter` the seconds to wait, as in the
 * Retry-After header. A refused call changed nothing.
 */
export const RateLimitedSchema = z.object({
  message: z.string(),
  retryAfter: z.number().int().positive(),
})
export type RateLimited = z.infer<typeof RateLimitedSchema>

/** What a call that writes or costs adds: 429 past its limit (docs/decisions/030). */
export const rateLimitedResponse = { 429: RateLimitedSchema } as const
