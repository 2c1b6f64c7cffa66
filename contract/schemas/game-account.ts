import { z } from 'zod'
import { IdSchema } from './common'

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

/** Create and edit share one body; the rules of contract/rules/game-account apply on both sides. */
export const GameAccountFormSchema = z.object({
  name: z.string(),
  password: z.string(),
  passwordConfirm: z.string(),
})
export type GameAccountForm = z.infer<typeof GameAccountFormSchema>
