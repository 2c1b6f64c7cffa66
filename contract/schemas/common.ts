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
})

export const IdSchema = z.number().int().positive()

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
