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

/** Create and edit share one body: the rules of the form (contract/rules/game-account.ts). */
export { GameAccountFormSchema, type GameAccountForm } from '../rules/game-account'

/** Linking an account that already exists in the game: its name and its password in the game. */
export const GameAccountLinkSchema = z.object({
  name: z.string().max(BODY_LIMITS.maxTextLength),
  password: z.string().max(BODY_LIMITS.maxTextLength),
})
export type GameAccountLink = z.infer<typeof GameAccountLinkSchema>
