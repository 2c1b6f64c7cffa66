import { z } from 'zod'
import { BODY_LIMITS, IdSchema } from './common'

export const CharacterSchema = z.object({
  characterId: IdSchema,
  name: z.string().min(1),
})
export type Character = z.infer<typeof CharacterSchema>

export const GameAccountSchema = z.object({
  accountId: IdSchema,
  name: z.string().min(1),
  characters: z.array(CharacterSchema),
})
export type GameAccount = z.infer<typeof GameAccountSchema>

/**
 * Create and edit share one body; the rules of contract/rules/game-account
 * apply on both sides. The bounds here only cap what the API reads: a name
 * longer than the rule allows still answers 'invalid name'.
 */
export const GameAccountFormSchema = z.object({
  name: z.string().max(BODY_LIMITS.maxTextLength),
  password: z.string().max(BODY_LIMITS.maxTextLength),
  passwordConfirm: z.string().max(BODY_LIMITS.maxTextLength),
})
export type GameAccountForm = z.infer<typeof GameAccountFormSchema>

/** Linking an account that already exists in the game: its name and its password in the game. */
export const GameAccountLinkSchema = z.object({
  name: z.string().max(BODY_LIMITS.maxTextLength),
  password: z.string().max(BODY_LIMITS.maxTextLength),
})
export type GameAccountLink = z.infer<typeof GameAccountLinkSchema>
